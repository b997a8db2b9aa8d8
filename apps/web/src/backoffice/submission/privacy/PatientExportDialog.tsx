import { formTypeLabels } from '@praxisdesk/domain';
import { useState } from 'react';
import { usePatientExport, useRelatedSubmissions } from '../../../api/privacy';
import { formatDateTime } from '../../../format';
import { Alert, Button, Checkbox, Dialog, LoadingState } from '../../../ui';
import { privacyTexts as t } from './texts';

/**
 * Art. 15/20 export: the server proposes submissions with the same e-mail or phone; staff tick
 * the ones that really belong to this person (only this submission is ticked at first).
 */
export function PatientExportDialog({
  submissionId,
  onClose,
  onDone,
}: {
  submissionId: string;
  onClose: () => void;
  onDone: () => void;
}) {
  const related = useRelatedSubmissions(submissionId, true);
  const exporter = usePatientExport(submissionId);
  const [selected, setSelected] = useState<Set<string>>(new Set([submissionId]));
  const [empty, setEmpty] = useState(false);

  const toggle = (id: string, on: boolean) =>
    setSelected((prev) => {
      const next = new Set(prev);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });

  const download = () => {
    if (selected.size === 0) {
      setEmpty(true);
      return;
    }
    exporter.mutate([...selected], { onSuccess: onDone });
  };

  return (
    <Dialog
      title={t.exportTitle}
      onClose={onClose}
      size="lg"
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t.cancel}
          </Button>
          <Button busy={exporter.isPending} disabled={!related.isSuccess} onClick={download}>
            {t.download}
          </Button>
        </>
      }
    >
      <p className="text-sm text-slate-700">{t.exportIntro}</p>
      {related.isPending && <LoadingState />}
      {related.isError && <Alert className="mt-3">{t.matchesLoad}</Alert>}
      {related.isSuccess && (
        <fieldset className="mt-3 space-y-2">
          <legend className="sr-only">{t.matchesCaption}</legend>
          {related.data.map((m) => (
            <Checkbox
              key={m.id}
              className="flex"
              checked={selected.has(m.id)}
              onChange={(e) => toggle(m.id, e.currentTarget.checked)}
              label={
                <>
                  <span className="font-medium">{m.name}</span> · {formTypeLabels[m.formType]} vom{' '}
                  {formatDateTime(m.createdAt)}{' '}
                  <span className="text-slate-600">({m.matchedBy.map((b) => t.matchedBy[b]).join(', ')})</span>
                </>
              }
            />
          ))}
        </fieldset>
      )}
      {empty && <Alert className="mt-3">{t.nothingSelected}</Alert>}
      {exporter.isError && <Alert className="mt-3">{exporter.error.message || t.exportFailed}</Alert>}
    </Dialog>
  );
}
