/**
 * Where /success and /error send people back to: `from`, else the practice website, else '/'.
 * `from` is followed only to our own origin or the practice website's host, so the pages
 * cannot be used to forward people to arbitrary sites (open redirect).
 */
const host = (u: URL) => u.hostname.replace(/^www\./, '');

export function returnTarget(from: string | null, website: string | undefined, origin = window.location.origin) {
  const site = parse(website, origin);
  const back = parse(from, origin);
  if (back && (back.origin === origin || (site && host(back) === host(site)))) return back.href;
  if (site) return site.href;
  return '/';
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
