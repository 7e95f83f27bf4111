import { QueryClient } from '@tanstack/react-query'

/**
 * The API client retries GETs itself (ofetch), so Query must not multiply them. Query data is what the services
 * answered, JSON, and it reaches the page as JSON text (decision 0138): the router's script carries it as one string,
 * which the browser reads with `JSON.parse` instead of compiling and running it as a script of object literals.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: false, staleTime: 5 * 60_000, gcTime: 30 * 60_000, refetchOnWindowFocus: false },
      mutations: { retry: false },
      dehydrate: { serializeData: (data: unknown) => JSON.stringify(data) },
      hydrate: { deserializeData: (text: string) => JSON.parse(text) as unknown },
    },
  })
}
