import type { ReactNode } from 'react';
import { cx } from './cx';

const tones = {
  error: 'border-red-300 bg-red-50 text-red-900',
  warning: 'border-amber-300 bg-amber-50 text-amber-900',
  info: 'border-sky-300 bg-sky-50 text-sky-900',
  success: 'border-emerald-300 bg-emerald-50 text-emerald-900',
} as const;

export interface AlertProps {
  tone?: keyof typeof tones;
  title?: string;
  children: ReactNode;
  className?: string;
}

/** Errors and warnings interrupt screen readers (role=alert); info and success are polite. */
export function Alert({ tone = 'error', title, children, className }: AlertProps) {
  const urgent = tone === 'error' || tone === 'warning';
  return (
    <div
      role={urgent ? 'alert' : 'status'}
      className={cx('rounded-md border px-4 py-3 text-sm', tones[tone], className)}
    >
      {title && <p className="mb-1 font-semibold">{title}</p>}
      <div>{children}</div>
    </div>
  );
}
