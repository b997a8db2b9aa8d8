import { shellTexts } from '@praxisdesk/domain/texts';
import { cx } from './cx';

/** A decorative spinning ring; pair it with visible text or use LoadingState. */
export function Spinner({ className }: { className?: string }) {
  return (
    <span
      aria-hidden="true"
      className={cx(
        'inline-block size-5 animate-spin rounded-full border-2 border-current border-r-transparent',
        className,
      )}
    />
  );
}

/** Announced loading indicator ('Wird geladen...'); `fullPage` centres it in the viewport. */
export function LoadingState({ label = shellTexts.loading, fullPage = false }: { label?: string; fullPage?: boolean }) {
  return (
    <div
      role="status"
      aria-live="polite"
      className={cx('flex flex-col items-center justify-center gap-3 text-slate-600', fullPage ? 'min-h-dvh' : 'py-16')}
    >
      <Spinner className="size-8 text-brand-700" />
      <span>{label}</span>
    </div>
  );
}
