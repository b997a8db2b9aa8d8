import { QueryCache, QueryClient } from '@tanstack/react-query';
import { ApiRequestError } from './http';
import { sessionQueryKey } from './queryKeys';

/**
 * One QueryClient per app (and per test). A 401 from any data query means the session ended
 * on the server: we drop the cached user so the route guard sends the user to /login.
 */
export function createQueryClient(): QueryClient {
  const queryClient: QueryClient = new QueryClient({
    queryCache: new QueryCache({
      onError: (error, query) => {
        if (query.queryKey[0] === sessionQueryKey[0]) return;
        if (error instanceof ApiRequestError && error.status === 401) {
          queryClient.setQueryData(sessionQueryKey, null);
        }
      },
    }),
    defaultOptions: {
      queries: {
        // Client errors (4xx) do not get better by retrying; network and 5xx may.
        retry: (failureCount, error) =>
          !(error instanceof ApiRequestError && error.status >= 400 && error.status < 500) && failureCount < 2,
      },
      mutations: { retry: false },
    },
  });
  return queryClient;
}
