import { QueryClient } from '@tanstack/react-query'

/** The API client retries GETs itself (ofetch), so Query must not multiply them. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: false, staleTime: 5 * 60_000, gcTime: 30 * 60_000, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  })
}
