import type { ReactNode } from 'react';

/** The red box above a form; role=alert so screen readers announce it at once. */
export function FormError({ children, title }: { children: ReactNode; title?: string }) {
  return (
    <div role="alert" className="mb-5 rounded-md border border-red-300 bg-red-50 px-4 py-3 text-sm text-red-900">
      {title && <p className="font-semibold">{title}</p>}
      {children}
    </div>
  );
}
