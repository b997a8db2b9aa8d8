import { fireEvent, render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { type AdminColumn, AdminTable, nextSort, type SortDirection } from './AdminTable';

type Person = { id: string; name: string; city: string };
const people: Person[] = [
  { id: 'a', name: 'Anna', city: 'Kiel' },
  { id: 'b', name: 'Bernd', city: 'Ulm' },
];
const columns: AdminColumn<Person, 'name' | 'city'>[] = [
  { id: 'name', header: 'Name', sortKey: 'name', cell: (p) => p.name },
  { id: 'city', header: 'Ort', cell: (p) => p.city },
];

function Harness({ rows, onEdit }: { rows: Person[]; onEdit: (p: Person) => void }) {
  const [sort, setSort] = useState<{ key: 'name' | 'city'; dir: SortDirection }>({ key: 'name', dir: 'asc' });
  const [selected, setSelected] = useState<Set<string>>(new Set());
  return (
    <>
      <output data-testid="selected">{[...selected].join(',')}</output>
      <AdminTable
        caption="Personen"
        columns={columns}
        rows={sort.dir === 'asc' ? rows : [...rows].reverse()}
        rowKey={(p) => p.id}
        empty="Keine Personen."
        sort={{ ...sort, onSort: (key) => setSort((s) => nextSort(s, key)) }}
        selection={{
          selected,
          onChange: setSelected,
          rowLabel: (p) => `${p.name} auswählen`,
          selectAllLabel: 'Alle auswählen',
        }}
        actions={{
          label: 'Aktionen',
          items: [
            { id: 'edit', label: 'Bearbeiten', ariaLabel: (p) => `${p.name} bearbeiten`, onClick: onEdit },
            {
              id: 'delete',
              label: 'Löschen',
              danger: true,
              ariaLabel: (p) => `${p.name} löschen`,
              disabled: (p) => p.id === 'a',
              onClick: () => {},
            },
          ],
        }}
      />
    </>
  );
}

describe('AdminTable', () => {
  it('is a captioned table whose sortable header says its direction and toggles it', () => {
    render(<Harness rows={people} onEdit={() => {}} />);
    const table = screen.getByRole('table', { name: 'Personen' });
    const header = within(table).getByRole('columnheader', { name: /Name/ });
    expect(header.getAttribute('aria-sort')).toBe('ascending');
    expect(within(table).getByRole('columnheader', { name: 'Ort' }).getAttribute('aria-sort')).toBeNull();
    fireEvent.click(within(header).getByRole('button', { name: /Name/ }));
    expect(header.getAttribute('aria-sort')).toBe('descending');
    const firstCells = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((r) => within(r).getAllByRole('cell')[1]?.textContent);
    expect(firstCells).toEqual(['Bernd', 'Anna']);
  });

  it('selects rows one by one and all at once, with labelled checkboxes', () => {
    render(<Harness rows={people} onEdit={() => {}} />);
    fireEvent.click(screen.getByLabelText('Bernd auswählen'));
    expect(screen.getByTestId('selected').textContent).toBe('b');
    fireEvent.click(screen.getByLabelText('Alle auswählen'));
    expect(screen.getByTestId('selected').textContent).toBe('a,b');
    expect((screen.getByLabelText('Alle auswählen') as HTMLInputElement).checked).toBe(true);
    fireEvent.click(screen.getByLabelText('Alle auswählen'));
    expect(screen.getByTestId('selected').textContent).toBe('');
  });

  it('names each row action after its row and passes the row to it', () => {
    const onEdit = vi.fn();
    render(<Harness rows={people} onEdit={onEdit} />);
    fireEvent.click(screen.getByRole('button', { name: 'Bernd bearbeiten' }));
    expect(onEdit).toHaveBeenCalledWith(people[1]);
    expect((screen.getByRole('button', { name: 'Anna löschen' }) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByRole('columnheader', { name: 'Aktionen' })).toBeTruthy();
  });

  it('shows the empty row across every column', () => {
    render(<Harness rows={[]} onEdit={() => {}} />);
    const cell = screen.getByRole('cell', { name: 'Keine Personen.' });
    // checkbox + two columns + actions
    expect(cell.getAttribute('colspan')).toBe('4');
    expect((screen.getByLabelText('Alle auswählen') as HTMLInputElement).checked).toBe(false);
  });
});
