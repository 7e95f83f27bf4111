import { createFileRoute, notFound } from '@tanstack/react-router'
import { parseTestament } from '../../../../../features/bible/api/params.ts'

// `/bible/{old|new}-testament/...`: any other testament is a 404 before anything is fetched.
export const Route = createFileRoute('/{-$locale}/_site/bible/{$testament}-testament')({
  staticData: { adTemplate: 'bible' },
  beforeLoad: ({ params }) => {
    const testament = parseTestament(params.testament)
    if (!testament) throw notFound()
    return { testament }
  },
})
