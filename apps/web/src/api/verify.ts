import { publicPaths, type VerifyResponse, verifyResponse } from '@praxisdesk/domain';

/**
 * One verification per link: the token is single-use, so a second mount of the page (React's
 * development double effects, a re-render) must reuse the first answer instead of burning the
 * token. Only the page's effect calls this — never a loader — so merely prefetching the route
 * (hover, a mail scanner fetching the HTML) cannot consume the link.
 */
const inFlight = new Map<string, Promise<VerifyResponse>>();

export class VerifyNetworkError extends Error {}

async function post(submissionId: string, token: string): Promise<VerifyResponse> {
  let res: Response;
  try {
    res = await fetch(publicPaths.verifySubmissionToken, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify({ submissionId, token }),
      credentials: 'omit',
    });
  } catch {
    throw new VerifyNetworkError();
  }
  try {
    return verifyResponse.parse(await res.json());
  } catch {
    return { success: false, code: 'UNKNOWN_ERROR' };
  }
}

export function verifyLinkOnce(submissionId: string, token: string): Promise<VerifyResponse> {
  const key = `${submissionId}|${token}`;
  let p = inFlight.get(key);
  if (!p) {
    p = post(submissionId, token);
    inFlight.set(key, p);
    // A network failure may be retried with the same token.
    p.catch(() => inFlight.delete(key));
  }
  return p;
}

/** The 6-digit code: every press of 'Code prüfen' is a new attempt. */
export const verifyCode = (submissionId: string, code: string) => post(submissionId, code);
