/**
 * Datenschutz on the detail page (issue 10): access history, patient export (Art. 15/20) and
 * erasure on request (Art. 17), refused by the server with its explanation while a legal
 * retention applies. Kept apart from the page so other detail sections merge cleanly.
 */
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { isApiError } from '../../../api/client';
import { useEraseSubmission } from '../../../api/privacy';
import { Alert, Button, Card, Dialog } from '../../../ui';
import { AccessHistory } from './AccessHistory';
import { PatientExportDialog } from './PatientExportDialog';
import { privacyTexts as t } from './texts';

export function PrivacySection({ submissionId }: { submissionId: string }) {
  const navigate = useNavigate();
  const erase = useEraseSubmission();
  const [open, setOpen] = useState<'export' | 'erase' | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const refused = isApiError(erase.error, 'RETENTION_APPLIES') ? erase.error.message : null;

  return (
    <Card title={t.title} className="mt-6">
      <div className="space-y-4">
        {notice && <Alert tone="success">{notice}</Alert>}
        {refused && (
          <Alert>
            <strong>{t.eraseRefusedTitle}:</strong> {refused}
          </Alert>
        )}
        <div className="flex flex-wrap gap-2">
          <Button variant="secondary" onClick={() => setOpen('export')}>
            {t.export}
          </Button>
          <Button
            variant="secondary"
            className="text-red-800"
            onClick={() => {
              erase.reset();
              setOpen('erase');
            }}
          >
            {t.erase}
          </Button>
        </div>
        <p className="text-xs text-slate-600">{t.exportHint}</p>
        <p className="text-xs text-slate-600">{t.eraseHint}</p>
        <AccessHistory submissionId={submissionId} />
      </div>
      {open === 'export' && (
        <PatientExportDialog
          submissionId={submissionId}
          onClose={() => setOpen(null)}
          onDone={() => {
            setOpen(null);
            setNotice(t.exportDone);
          }}
        />
      )}
      <Dialog
        open={open === 'erase'}
        alert
        title={t.eraseTitle}
        onClose={() => setOpen(null)}
        footer={
          <>
            <Button variant="secondary" onClick={() => setOpen(null)} data-autofocus>
              {t.cancel}
            </Button>
            <Button
              variant="danger"
              busy={erase.isPending}
              onClick={() =>
                erase.mutate(submissionId, {
                  onSuccess: () => navigate('/dashboard', { replace: true }),
                  onError: () => setOpen(null),
                })
              }
            >
              {t.eraseButton}
            </Button>
          </>
        }
      >
        <p>{t.eraseConfirm}</p>
      </Dialog>
      {erase.isError && !refused && <Alert className="mt-3">{t.eraseFailed}</Alert>}
    </Card>
  );
}
