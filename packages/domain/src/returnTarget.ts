/**
 * Where /success and /error send people back to: `from`, else the practice website, else '/'.
 * `from` is followed only to our own origin or the practice website's origin (its www/non-www
 * twin included: same scheme and port), so the pages cannot forward people to arbitrary
 * sites, schemes or ports of the practice's host (open redirect). Shared by the SPA and the
 * server-rendered pages for browsers without JavaScript.
 */
export function returnTarget(from: string | null, website: string | undefined, origin: string): string {
  const site = parse(website, origin);
  const back = parse(from, origin);
  if (back && (back.origin === origin || (site && sameSite(back, site)))) return back.href;
  if (site) return site.href;
  return '/';
}

/** The same origin, allowing only the host's leading "www." to differ. */
function sameSite(a: URL, b: URL): boolean {
  const bare = (u: URL) => u.hostname.replace(/^www\./, '');
  return a.protocol === b.protocol && a.port === b.port && bare(a) === bare(b);
}

function parse(url: string | null | undefined, origin: string): URL | null {
  if (!url) return null;
  try {
    const u = new URL(url, origin);
    return u.protocol === 'https:' || u.protocol === 'http:' ? u : null;
  } catch {
    return null;
  }
}
