/**
 * TanStack Query for the pages that use it, loaded with them (issue 16, point 4): the sign-in
 * page works without it, so its first download holds neither the library nor the cache.
 */
import type { SessionUser } from '@praxisdesk/domain/contracts';
import { type QueryClient, QueryClientContext, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useContext, useLayoutEffect } from 'react';
import { Outlet } from 'react-router';
import { createQueryClient } from './queryClient';
import { sessionQueryKey } from './queryKeys';

let appClient: QueryClient | undefined;

/** The app's one cache, created on first use; a QueryClientProvider above the router (tests) wins. */
function useAppQueryClient(): QueryClient {
  const outer = useContext(QueryClientContext);
  if (outer) return outer;
  appClient ??= createQueryClient();
  return appClient;
}

/** Layout route around every page that uses queries or mutations. */
export function QueryRoot() {
  return (
    <QueryClientProvider client={useAppQueryClient()}>
      <Outlet />
    </QueryClientProvider>
  );
}

/**
 * Hands a user the sign-in page learnt about to the cache before `children` (the redirect)
 * render, so the guard does not ask the server again. `signedIn`: a new sign-in; on a shared
 * practice computer nothing cached for a previous user may survive it.
 */
export function SeedSession({
  user,
  signedIn,
  children,
}: {
  user: SessionUser;
  signedIn: boolean;
  children: ReactNode;
}) {
  const client = useAppQueryClient();
  // Layout effects run before the passive effect in which <Navigate> navigates.
  useLayoutEffect(() => {
    if (signedIn) client.removeQueries({ predicate: (query) => query.queryKey[0] !== sessionQueryKey[0] });
    client.setQueryData(sessionQueryKey, user);
  }, [client, user, signedIn]);
  return children;
}
