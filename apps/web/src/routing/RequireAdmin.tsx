import { Navigate, Outlet } from 'react-router';
import { useCurrentUser } from './currentUser';

/** Admin-only routes (/admin, /blacklist): everyone else goes to /dashboard (spec §6). */
export function RequireAdmin() {
  const user = useCurrentUser();
  if (!user.isAdmin) return <Navigate to="/dashboard" replace />;
  return <Outlet />;
}
