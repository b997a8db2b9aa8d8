import type { ReactNode } from 'react';

/** A file download (CSV export) that looks like a secondary button; it stays a real link. */
export function DownloadLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <a
      href={href}
      download
      className="inline-flex items-center rounded-md border border-slate-300 bg-white px-4 py-2 text-sm font-medium text-slate-800 hover:bg-slate-100"
    >
      {children}
    </a>
  );
}
