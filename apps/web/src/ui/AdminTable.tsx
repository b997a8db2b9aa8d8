import { Fragment, type ReactNode } from 'react';
import { Button } from './Button';
import { Checkbox } from './Field';
import { EmptyRow, RowActions, SortableTh, Table, Td, Th } from './Table';

export type SortDirection = 'asc' | 'desc';

/** One column: its header, how a row fills its cell, and the key it sorts by (if it sorts). */
export interface AdminColumn<Row, SortKey extends string = string> {
  /** Stable React key of the column. */
  id: string;
  header: string;
  cell: (row: Row) => ReactNode;
  /** Classes of the body cell (e.g. 'whitespace-nowrap'). */
  className?: string;
  /** Only read by screen readers (the header of an actions column). */
  headerHidden?: boolean;
  /** Makes the header a sort button (needs the table's `sort`). */
  sortKey?: SortKey;
}

export interface AdminTableSort<SortKey extends string> {
  key: SortKey;
  dir: SortDirection;
  onSort: (key: SortKey) => void;
}

/** Row checkboxes. `selectAllLabel` adds the select-all box in the header. */
export interface AdminTableSelection<Row> {
  selected: ReadonlySet<string>;
  onChange: (next: Set<string>) => void;
  rowLabel: (row: Row) => string;
  selectAllLabel?: string;
}

/** A button at the end of a row. `ariaLabel` names the row ("Bearbeiten: Anna Muster"). */
export interface RowAction<Row> {
  id: string;
  label: string;
  ariaLabel: (row: Row) => string;
  onClick: (row: Row) => void;
  variant?: 'secondary' | 'ghost';
  /** Red text: the action deletes. */
  danger?: boolean;
  disabled?: (row: Row) => boolean;
  busy?: (row: Row) => boolean;
}

/** A row action that is its own component (it has a request of its own, for example). */
export interface CustomRowAction<Row> {
  id: string;
  render: (row: Row) => ReactNode;
}

export interface AdminTableProps<Row, SortKey extends string = string> {
  caption: string;
  columns: AdminColumn<Row, SortKey>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  /** The text of the one row shown when there are no rows. */
  empty?: ReactNode;
  sort?: AdminTableSort<SortKey>;
  selection?: AdminTableSelection<Row>;
  /** The buttons at the end of a row, in order; `label` names the column for screen readers. */
  actions?: { label: string; items: (RowAction<Row> | CustomRowAction<Row>)[] };
}

/**
 * The list table of the back-office's admin screens: columns, optional row checkboxes with
 * select-all, sortable headers (aria-sort), a right-aligned actions column and the empty row.
 */
export function AdminTable<Row, SortKey extends string = string>({
  caption,
  columns,
  rows,
  rowKey,
  empty,
  sort,
  selection,
  actions,
}: AdminTableProps<Row, SortKey>) {
  const colSpan = columns.length + (selection ? 1 : 0) + (actions ? 1 : 0);
  const allSelected = selection ? rows.length > 0 && rows.every((r) => selection.selected.has(rowKey(r))) : false;
  const toggle = (id: string) => {
    if (!selection) return;
    const next = new Set(selection.selected);
    if (next.has(id)) next.delete(id);
    else next.add(id);
    selection.onChange(next);
  };
  return (
    <Table caption={caption}>
      <thead>
        <tr>
          {selection && (
            <Th>
              {selection.selectAllLabel && (
                <Checkbox
                  label={<span className="sr-only">{selection.selectAllLabel}</span>}
                  checked={allSelected}
                  onChange={() => selection.onChange(allSelected ? new Set() : new Set(rows.map(rowKey)))}
                />
              )}
            </Th>
          )}
          {columns.map((c) =>
            c.sortKey && sort ? (
              <SortableTh
                key={c.id}
                label={c.header}
                direction={sort.key === c.sortKey ? sort.dir : null}
                onSort={() => sort.onSort(c.sortKey as SortKey)}
              />
            ) : (
              <Th key={c.id}>{c.headerHidden ? <span className="sr-only">{c.header}</span> : c.header}</Th>
            ),
          )}
          {actions && (
            <Th>
              <span className="sr-only">{actions.label}</span>
            </Th>
          )}
        </tr>
      </thead>
      <tbody className="divide-y divide-slate-100">
        {rows.length === 0 && empty !== undefined && <EmptyRow colSpan={colSpan}>{empty}</EmptyRow>}
        {rows.map((row) => {
          const id = rowKey(row);
          return (
            <tr key={id}>
              {selection && (
                <Td>
                  <Checkbox
                    label={<span className="sr-only">{selection.rowLabel(row)}</span>}
                    checked={selection.selected.has(id)}
                    onChange={() => toggle(id)}
                  />
                </Td>
              )}
              {columns.map((c) => (
                <Td key={c.id} className={c.className}>
                  {c.cell(row)}
                </Td>
              ))}
              {actions && (
                <Td>
                  <RowActions>
                    {actions.items.map((a) =>
                      'render' in a ? (
                        <Fragment key={a.id}>{a.render(row)}</Fragment>
                      ) : (
                        <Button
                          key={a.id}
                          size="sm"
                          variant={a.variant ?? 'ghost'}
                          className={a.danger ? 'text-red-800' : undefined}
                          aria-label={a.ariaLabel(row)}
                          disabled={a.disabled?.(row)}
                          busy={a.busy?.(row)}
                          onClick={() => a.onClick(row)}
                        >
                          {a.label}
                        </Button>
                      ),
                    )}
                  </RowActions>
                </Td>
              )}
            </tr>
          );
        })}
      </tbody>
    </Table>
  );
}

/** Toggles a column's direction, or starts a new column ascending. */
export function nextSort<SortKey extends string>(
  current: { key: SortKey; dir: SortDirection },
  key: SortKey,
): { key: SortKey; dir: SortDirection } {
  return { key, dir: current.key === key && current.dir === 'asc' ? 'desc' : 'asc' };
}
