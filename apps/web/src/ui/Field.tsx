import {
  type InputHTMLAttributes,
  type ReactNode,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
  useId,
} from 'react';
import { cx } from './cx';

const control =
  'block w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 shadow-sm placeholder:text-slate-500 focus:border-brand-600 disabled:bg-slate-100';

interface Common {
  label: string;
  hint?: ReactNode;
  className?: string;
}

function Wrap({ id, label, hint, className, children }: Common & { id: string; children: ReactNode }) {
  return (
    <div className={cx('space-y-1', className)}>
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        {label}
      </label>
      {children}
      {hint && (
        <p id={`${id}-hint`} className="text-xs text-slate-600">
          {hint}
        </p>
      )}
    </div>
  );
}

export function TextField({ label, hint, className, ...rest }: Common & InputHTMLAttributes<HTMLInputElement>) {
  const id = useId();
  return (
    <Wrap id={id} label={label} hint={hint} className={className}>
      <input id={id} aria-describedby={hint ? `${id}-hint` : undefined} className={control} {...rest} />
    </Wrap>
  );
}

export function TextAreaField({
  label,
  hint,
  className,
  ...rest
}: Common & TextareaHTMLAttributes<HTMLTextAreaElement>) {
  const id = useId();
  return (
    <Wrap id={id} label={label} hint={hint} className={className}>
      <textarea id={id} aria-describedby={hint ? `${id}-hint` : undefined} className={control} rows={3} {...rest} />
    </Wrap>
  );
}

export function SelectField({
  label,
  hint,
  className,
  children,
  ...rest
}: Common & SelectHTMLAttributes<HTMLSelectElement> & { children: ReactNode }) {
  const id = useId();
  return (
    <Wrap id={id} label={label} hint={hint} className={className}>
      <select id={id} aria-describedby={hint ? `${id}-hint` : undefined} className={control} {...rest}>
        {children}
      </select>
    </Wrap>
  );
}

export function Checkbox({
  label,
  className,
  ...rest
}: { label: ReactNode; className?: string } & Omit<InputHTMLAttributes<HTMLInputElement>, 'type'>) {
  return (
    <label className={cx('inline-flex items-center gap-2 text-sm text-slate-800', className)}>
      <input type="checkbox" className="size-4 rounded border-slate-400 accent-brand-700" {...rest} />
      <span>{label}</span>
    </label>
  );
}
