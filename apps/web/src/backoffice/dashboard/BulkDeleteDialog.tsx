import { BULK_DELETE_CONFIRM_WORD, inboxTexts, retentionDeleteTexts, uiErrors } from '@praxisdesk/domain';
import { useState } from 'react';
import { useDeletionPreview } from '../../api/submissions';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import { TextField } from '../../ui/FormControls';
import { DeletionNote } from '../retention/DeletionNote';

const t = inboxTexts.bulkDialog;

/** Confirm is enabled only when the typed text equals 'Löschen' (spec §2, §4). */
export function BulkDeleteDialog({
  open,
  count,
  ids,
  busy,
  failed,
  onConfirm,
  onClose,
}: {
  open: boolean;
  count: number;
  /** The selected ids: the dialog says which are deleted at once and which are kept (issue 17). */
  ids?: string[];
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
  // "Endgültig löschen" would be untrue for records kept under a retention duty (issue 17).
  const preview = useDeletionPreview(ids ?? [], open && !!ids);
  const keepsSome = preview.data?.some((i) => i.mode === 'hide') ?? false;
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
            {keepsSome ? retentionDeleteTexts.bulkConfirmWithRetention : t.confirm}
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
        {ids && <DeletionNote ids={ids} open={open} />}
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
