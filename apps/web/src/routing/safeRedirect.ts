/** Where a user lands after signing in when no (usable) redirect target was given. */
export const DEFAULT_AFTER_LOGIN = '/dashboard';

/**
 * Returns `target` only if it is a path on this site, else /dashboard. Guards the login
 * screen's ?redirect= against open redirects: '//evil.com' and '/\evil.com' are protocol-relative
 * to browsers, 'https://…' and 'javascript:…' leave the site.
 */
export function safeRedirect(target: string | null | undefined): string {
  if (!target?.startsWith('/')) return DEFAULT_AFTER_LOGIN;
  if (target.startsWith('//') || target.startsWith('/\\')) return DEFAULT_AFTER_LOGIN;
  // Browsers drop tabs and newlines inside URLs ('/\t/evil.com' becomes '//evil.com').
  // biome-ignore lint/suspicious/noControlCharactersInRegex: that is exactly what we look for
  if (/[\u0000-\u001f\u007f\\]/.test(target)) return DEFAULT_AFTER_LOGIN;
  const base = 'https://praxisdesk.invalid';
  let url: URL;
  try {
    url = new URL(target, base);
  } catch {
    return DEFAULT_AFTER_LOGIN;
  }
  if (url.origin !== base) return DEFAULT_AFTER_LOGIN;
  // Back to the login screen would be a dead end.
  if (url.pathname === '/login') return DEFAULT_AFTER_LOGIN;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** The login URL that brings the user back to `path` (path + search) afterwards. */
export function loginPathFor(path: string): string {
  return `/login?${new URLSearchParams({ redirect: path }).toString()}`;
}
