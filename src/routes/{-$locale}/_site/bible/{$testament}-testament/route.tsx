import { createFileRoute } from '@tanstack/react-router'
import { parseTestament } from '#src/features/bible/api/params.ts'
import { orPageNotFound } from '#src/lib/page-not-found.ts'

// `/bible/{old|new}-testament/...`: any other testament is a 404 before anything is fetched. In `context`, run once when
// the route is entered: a `beforeLoad` runs on every navigation below it and marks the route on screen as fetching
// twice, each a render of its own before the next chapter's first paint (decision 0129).
export const Route = createFileRoute('/{-$locale}/_site/bible/{$testament}-testament')({
  staticData: { adTemplate: 'bible' },
  context: ({ params }) => ({ testament: orPageNotFound(parseTestament(params.testament)) }),
})
