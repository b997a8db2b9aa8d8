import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ApiRequestError } from '../../api/client';
import { enterValue } from '../../test/enterValue';
import { TextField } from '../../ui';
import { FormDialog } from './FormDialog';

function NameDialog({
  send,
  busy = false,
}: {
  send: (name: string, fail: (e: unknown) => void) => void;
  busy?: boolean;
}) {
  const [name, setName] = useState('');
  return (
    <FormDialog
      title="Mandant bearbeiten"
      onClose={() => {}}
      failed="Der Mandant konnte nicht aktualisiert werden."
      busy={busy}
      onSubmit={(fail) => {
        if (!name.trim()) return 'Name ist erforderlich.';
        send(name, fail);
        return null;
      }}
    >
      <TextField label="Name" value={name} onChange={(e) => setName(e.target.value)} />
    </FormDialog>
  );
}

describe('FormDialog', () => {
  it('focuses the first field, shows the German validation message and sends nothing', async () => {
    const send = vi.fn();
    render(<NameDialog send={send} />);
    const dialog = screen.getByRole('dialog', { name: 'Mandant bearbeiten' });
    await waitFor(() => expect(document.activeElement).toBe(within(dialog).getByLabelText('Name')));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Speichern' }));
    expect(within(dialog).getByRole('alert').textContent).toBe('Name ist erforderlich.');
    expect(send).not.toHaveBeenCalled();
  });

  it('submits on Enter and shows the server’s message for a 4xx, the fallback for anything else', () => {
    let fail: (e: unknown) => void = () => {};
    render(
      <NameDialog
        send={(_name, f) => {
          fail = f;
        }}
      />,
    );
    const field = screen.getByLabelText('Name');
    enterValue(field, 'Praxis Nord');
    fireEvent.submit(field.closest('form') as HTMLFormElement);
    expect(screen.queryByRole('alert')).toBeNull();
    act(() => fail(new ApiRequestError('CONFLICT', 409, 'Diese Mandanten-ID ist bereits vergeben.')));
    expect(screen.getByRole('alert').textContent).toBe('Diese Mandanten-ID ist bereits vergeben.');
    act(() => fail(new ApiRequestError('FORBIDDEN', 403, 'Keine Berechtigung')));
    expect(screen.getByRole('alert').textContent).toBe('Der Mandant konnte nicht aktualisiert werden.');
    act(() => fail(new TypeError('Failed to fetch')));
    expect(screen.getByRole('alert').textContent).toBe('Der Mandant konnte nicht aktualisiert werden.');
  });

  it('disables the submit button while the request runs', () => {
    render(<NameDialog send={() => {}} busy />);
    const save = screen.getByRole('button', { name: 'Speichern' }) as HTMLButtonElement;
    expect(save.disabled).toBe(true);
    expect(save.getAttribute('aria-busy')).toBe('true');
  });
});
