import type { ReactNode, TdHTMLAttributes, ThHTMLAttributes } from 'react';
import { cx } from './cx';

/** A scrollable, captioned table. The caption may be visually hidden but is always read. */
export function Table({
  caption,
  captionHidden = true,
  children,
}: {
  caption: string;
  captionHidden?: boolean;
  children: ReactNode;
}) {
  return (
    <div className="overflow-x-auto rounded-lg border border-slate-200 bg-white shadow-sm">
      <table className="min-w-full divide-y divide-slate-200 text-sm">
        <caption className={cx(captionHidden ? 'sr-only' : 'px-4 py-2 text-left font-medium')}>{caption}</caption>
        {children}
      </table>
    </div>
  );
}

export function Th({ className, children, ...rest }: ThHTMLAttributes<HTMLTableCellElement>) {
  return (
    <th scope="col" className={cx('bg-slate-50 px-3 py-2 text-left font-semibold text-slate-700', className)} {...rest}>
      {children}
    </th>
  );
}

/** A column header that sorts: the button names the column, aria-sort says the direction. */
export function SortableTh({
  label,
  direction,
  onSort,
}: {
  label: string;
  direction: 'asc' | 'desc' | null;
  onSort: () => void;
}) {
  return (
    <Th aria-sort={direction === 'asc' ? 'ascending' : direction === 'desc' ? 'descending' : 'none'}>
      <button
        type="button"
        onClick={onSort}
        className="inline-flex items-center gap-1 font-semibold hover:text-slate-900"
      >
        {label}
        <span aria-hidden="true" className="text-slate-500">
          {direction === 'asc' ? '▲' : direction === 'desc' ? '▼' : '↕'}
        </span>
      </button>
    </Th>
  );
}

export function Td({ className, children, ...rest }: TdHTMLAttributes<HTMLTableCellElement>) {
  return (
    <td className={cx('px-3 py-2 align-top text-slate-800', className)} {...rest}>
      {children}
    </td>
  );
}

/** A number with its label, for the stat rows of the admin screens. */
export function StatCard({ label, value }: { label: string; value: ReactNode }) {
  return (
    <div className="rounded-lg border border-slate-200 bg-white px-4 py-3 shadow-sm">
      <p className="text-sm text-slate-600">{label}</p>
      <p className="text-2xl font-semibold text-slate-900">{value}</p>
    </div>
  );
}

/** The one row of a table with nothing to show. */
export function EmptyRow({ colSpan, children }: { colSpan: number; children: ReactNode }) {
  return (
    <tr>
      <Td colSpan={colSpan} className="py-6 text-center text-slate-600">
        {children}
      </Td>
    </tr>
  );
}

/** The buttons at the end of a row, right-aligned. */
export function RowActions({ children }: { children: ReactNode }) {
  return <div className="flex flex-wrap justify-end gap-1">{children}</div>;
}
