import type { UIMatch } from 'react-router';

/** Per-route metadata the layout reads from the matched routes. */
export interface RouteHandle {
  /** Document title part, e.g. 'Dashboard' -> 'Dashboard – PraxisDesk'. */
  title?: string;
  /**
   * False for pages that make sense without a tenant (administration). Every other page shows
   * the 'no tenant' notice to a user without tenants instead of its content.
   */
  needsTenant?: boolean;
}

export function routeHandles(matches: UIMatch[]): RouteHandle[] {
  return matches.map((match) => (match.handle ?? {}) as RouteHandle);
}
