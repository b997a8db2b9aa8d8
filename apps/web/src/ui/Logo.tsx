import { useState } from 'react';
import { webTexts } from '../texts';
import { cx } from './cx';

/**
 * The product logo (public/logo.svg, same origin). If it cannot load — blocked, offline, a
 * broken deploy — an inline icon takes its place so the screen never shows a broken image.
 */
export function Logo({ className = 'size-12' }: { className?: string }) {
  const [failed, setFailed] = useState(false);
  if (failed) {
    return (
      <svg
        viewBox="0 0 24 24"
        role="img"
        aria-label={webTexts.logoAlt}
        data-testid="logo-fallback"
        className={cx('rounded-xl bg-brand-700 p-2 text-white', className)}
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      >
        <path d="M9 3h6v6h6v6h-6v6H9v-6H3V9h6z" />
      </svg>
    );
  }
  return <img src="/logo.svg" alt={webTexts.logoAlt} className={className} onError={() => setFailed(true)} />;
}
