import { type ReactNode, useEffect, useId, useRef } from 'react';
import { cx } from './cx';

export interface DialogProps {
  open: boolean;
  title: string;
  onClose: () => void;
  children: ReactNode;
  /** Buttons at the bottom, right-aligned. */
  footer?: ReactNode;
  size?: 'md' | 'lg' | 'full';
  /** role=alertdialog for confirmations. */
  alert?: boolean;
}

/**
 * A modal on the native <dialog>: showModal() makes the rest of the page inert (focus stays
 * inside), Escape closes it, and focus returns to the element that opened it.
 */
export function Dialog({ open, title, onClose, children, footer, size = 'md', alert = false }: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const opener = useRef<Element | null>(null);
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;

  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    if (open && !el.open) {
      opener.current = document.activeElement;
      if (typeof el.showModal === 'function') el.showModal();
      else el.setAttribute('open', '');
      const autofocus = el.querySelector<HTMLElement>('[data-autofocus]');
      autofocus?.focus();
    } else if (!open && el.open) {
      if (typeof el.close === 'function') el.close();
      else el.removeAttribute('open');
      if (opener.current instanceof HTMLElement) opener.current.focus();
    }
  }, [open]);

  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    const cancel = (e: Event) => {
      // Escape: let React state decide, so the dialog and the state never disagree.
      e.preventDefault();
      onCloseRef.current();
    };
    el.addEventListener('cancel', cancel);
    return () => el.removeEventListener('cancel', cancel);
  }, []);

  return (
    <dialog
      ref={ref}
      role={alert ? 'alertdialog' : undefined}
      aria-labelledby={titleId}
      aria-modal="true"
      className={cx(
        'm-auto rounded-lg bg-white p-0 text-slate-900 shadow-xl backdrop:bg-slate-900/50',
        size === 'md' && 'w-[min(32rem,calc(100vw-2rem))]',
        size === 'lg' && 'w-[min(56rem,calc(100vw-2rem))]',
        size === 'full' && 'h-[calc(100dvh-2rem)] w-[calc(100vw-2rem)] max-w-none',
      )}
    >
      {open && (
        <div className={cx('flex flex-col', size === 'full' && 'h-full')}>
          <h2 id={titleId} className="border-b border-slate-200 px-5 py-3 text-lg font-semibold">
            {title}
          </h2>
          <div className={cx('px-5 py-4', size === 'full' && 'min-h-0 flex-1')}>{children}</div>
          {footer && (
            <div className="flex flex-wrap justify-end gap-2 border-t border-slate-200 px-5 py-3">{footer}</div>
          )}
        </div>
      )}
    </dialog>
  );
}
