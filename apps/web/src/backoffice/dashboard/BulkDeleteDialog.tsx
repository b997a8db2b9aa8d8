import { BULK_DELETE_CONFIRM_WORD, inboxTexts, uiErrors } from '@praxisdesk/domain';
import { useState } from 'react';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import { TextField } from '../../ui/FormControls';

const t = inboxTexts.bulkDialog;

/** Confirm is enabled only when the typed text equals 'Löschen' (spec §2, §4). */
export function BulkDeleteDialog({
  open,
  count,
  busy,
  failed,
  onConfirm,
  onClose,
}: {
  open: boolean;
  count: number;
  busy: boolean;
  failed: boolean;
  onConfirm: () => void;
  onClose: () => void;
}) {
  const [typed, setTyped] = useState('');
  const close = () => {
    setTyped('');
    onClose();
  };
  const ok = typed === BULK_DELETE_CONFIRM_WORD;
  return (
    <Dialog
      open={open}
      alert
      title={t.title}
      onClose={close}
      footer={
        <>
          <Button variant="secondary" onClick={close}>
            {t.cancel}
          </Button>
          <Button variant="danger" disabled={!ok} busy={busy} onClick={onConfirm}>
            {t.confirm}
          </Button>
        </>
      }
    >
      <form
        className="flex flex-col gap-3"
        onSubmit={(e) => {
          e.preventDefault();
          if (ok) onConfirm();
        }}
      >
        <p>{t.body(count)}</p>
        <TextField
          label={t.prompt}
          value={typed}
          onChange={(e) => setTyped(e.target.value)}
          autoComplete="off"
          data-autofocus
        />
        {failed && <Alert>{uiErrors.bulkDelete}</Alert>}
      </form>
    </Dialog>
  );
}
