import type { QueryClient } from '@tanstack/react-query'

/** What every route's beforeLoad/loader receives. Later issues add identity, session, ... here. */
export interface RouterContext {
  queryClient: QueryClient
}
