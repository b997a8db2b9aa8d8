import type { SessionUser } from '@praxisdesk/domain/contracts';
import { createContext, useContext } from 'react';

/** Set by RequireAuth, so screens below it never deal with a missing user. */
export const CurrentUserContext = createContext<SessionUser | null>(null);

export function useCurrentUser(): SessionUser {
  const user = useContext(CurrentUserContext);
  if (!user) throw new Error('useCurrentUser must be used below RequireAuth');
  return user;
}
