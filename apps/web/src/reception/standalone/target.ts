import { returnTarget as sharedReturnTarget } from '@praxisdesk/domain/returnTarget';

/** The domain's returnTarget, seen from this page's origin (the server-rendered pages use the same rule). */
export const returnTarget = (from: string | null, website: string | undefined, origin = window.location.origin) =>
  sharedReturnTarget(from, website, origin);
