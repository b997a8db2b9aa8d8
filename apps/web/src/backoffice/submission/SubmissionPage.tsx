/**
 * /submissions/{id} (spec §2 Submission detail): the shared detail view with the staff-only
 * parts — processed toggle, back, delete with confirmation, spam management, notification,
 * file preview, and the anamnesis (issue 7) for anamnese submissions and requests with one.
 */
import { inboxTexts, uiErrors } from '@praxisdesk/domain';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { isApiError } from '../../api/client';
import { useDeleteSubmission, useSetProcessed, useSubmission } from '../../api/submissions';
import { SubmissionDetailView } from '../../submission/SubmissionDetailView';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import { LoadingState } from '../../ui/Spinner';
import { DeletionNote } from '../retention/DeletionNote';
import { AnamnesisSection } from './anamnesis/AnamnesisSection';
import { FileSection } from './FileSection';
import { NotificationSection } from './NotificationSection';
import { PrescriptionSection } from './PrescriptionSection';
import { PrivacySection } from './privacy/PrivacySection';
import { SpamManagement } from './SpamManagement';

const t = inboxTexts.detail;

export function SubmissionPage() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const query = useSubmission(id);
  const setProcessed = useSetProcessed();
  const remove = useDeleteSubmission();
  const [confirmDelete, setConfirmDelete] = useState(false);

  if (query.isPending) return <LoadingState />;
  if (query.isError) {
    const missing = isApiError(query.error, 'SUBMISSION_NOT_FOUND') || isApiError(query.error, 'VALIDATION_FAILED');
    return (
      <div className="flex flex-col items-start gap-4">
        <h1 className="text-2xl font-semibold text-slate-900">
          {missing ? uiErrors.submissionMissing : t.dataSection}
        </h1>
        <Alert>{missing ? 'Formular-Einreichung nicht gefunden.' : uiErrors.detailLoad}</Alert>
        <Link to="/dashboard" className="text-brand-700 underline">
          {t.back}
        </Link>
      </div>
    );
  }

  const s = query.data;
  return (
    <>
      <SubmissionDetailView
        submission={s}
        actions={
          <>
            <Button
              variant={s.isProcessed ? 'secondary' : 'primary'}
              busy={setProcessed.isPending}
              aria-pressed={s.isProcessed}
              onClick={() => setProcessed.mutate({ id: s.id, processed: !s.isProcessed })}
            >
              {s.isProcessed ? inboxTexts.markUnprocessed : inboxTexts.markProcessed}
            </Button>
            <Button variant="secondary" onClick={() => navigate('/dashboard')}>
              {t.back}
            </Button>
            <Button variant="danger" onClick={() => setConfirmDelete(true)}>
              {t.delete}
            </Button>
          </>
        }
        spamManagement={<SpamManagement submission={s} />}
        notification={<NotificationSection submission={s} />}
        file={s.prescriptionFile && <FileSection submissionId={s.id} file={s.prescriptionFile} />}
        anamnesis={(s.formType === 'anamnese' || s.hasAnamnese) && <AnamnesisSection submissionId={s.id} />}
      />
      {setProcessed.isError && <Alert className="mt-4">{uiErrors.statusUpdate}</Alert>}
      {/* Issue 20: "Rezeptdaten erfassen", the deadline, PDF and FHIR downloads. */}
      <PrescriptionSection submission={s} />
      {/* Data protection (issue 10): access history, patient export, Art. 17 erasure. */}
      <PrivacySection submissionId={s.id} />
      <Dialog
        open={confirmDelete}
        alert
        title={t.delete}
        onClose={() => setConfirmDelete(false)}
        footer={
          <>
            <Button variant="secondary" onClick={() => setConfirmDelete(false)} data-autofocus>
              {inboxTexts.bulkDialog.cancel}
            </Button>
            <Button
              variant="danger"
              busy={remove.isPending}
              onClick={() => remove.mutate(s.id, { onSuccess: () => navigate('/dashboard', { replace: true }) })}
            >
              {t.delete}
            </Button>
          </>
        }
      >
        <p>{t.deleteConfirm}</p>
        <DeletionNote ids={[s.id]} open={confirmDelete} />
        {remove.isError && <Alert className="mt-3">{uiErrors.singleDelete}</Alert>}
      </Dialog>
    </>
  );
}
