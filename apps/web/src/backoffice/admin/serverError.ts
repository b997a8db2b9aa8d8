import { isApiError } from '../../api/client';

/**
 * The German text for a failed admin request: the server's own message where it speaks about
 * the request (4xx, it comes from the domain's error catalogue), else the screen's fallback.
 * A 403 keeps the fallback: it says nothing the admin could fix.
 */
export function serverErrorText(error: unknown, fallback: string): string {
  return isApiError(error) && error.status >= 400 && error.status < 500 && error.code !== 'FORBIDDEN'
    ? error.message
    : fallback;
}
