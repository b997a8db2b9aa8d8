/**
 * One submission as the detail page shows it (spec §2 Submission detail), shared by the staff
 * page and the public read-only link view. Read-only mode shows no management at all: the
 * staff-only parts are slots the staff page fills, and they are dropped when readOnly is set.
 * Imports only domain and ui code, so the public view's bundle carries no back-office code.
 */
import {
  formatDateTime,
  formDataRows,
  inboxTexts,
  type SubmissionDetail,
  submissionKindLabel,
  submissionTitle,
} from '@praxisdesk/domain';
import type { ReactNode } from 'react';
import { Alert } from '../ui/Alert';
import { Badge } from '../ui/Badge';
import { Card } from '../ui/Card';
import { LanguageBadge, QuarantineBadge, ScoreBadge, TypeBadge } from './badges';

const t = inboxTexts.detail;

export interface SubmissionDetailViewProps {
  submission: SubmissionDetail;
  readOnly?: boolean;
  /** Staff only: process / back / delete buttons. */
  actions?: ReactNode;
  /** Staff only: spam status and marking. */
  spamManagement?: ReactNode;
  /** Staff only: notification count and resend. */
  notification?: ReactNode;
  /** The prescription file section (staff: preview and download). */
  file?: ReactNode;
  /** Issue 7: clinical text and anamnesis card go here for anamnese submissions. */
  anamnesis?: ReactNode;
}

export function SubmissionDetailView({
  submission: s,
  readOnly = false,
  actions,
  spamManagement,
  notification,
  file,
  anamnesis,
}: SubmissionDetailViewProps) {
  const rows = formDataRows(s.formData);
  return (
    <article className="flex flex-col gap-5" aria-labelledby="submission-title">
      <header className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <h1 id="submission-title" className="text-2xl font-semibold tracking-tight text-slate-900">
            {submissionTitle(s.id, s.formData)}
          </h1>
          <p className="mt-1 text-slate-600">
            {submissionKindLabel(s.formType, s.formData)} · {formatDateTime(s.createdAt)} · {s.tenantName}
          </p>
          <div className="mt-2 flex flex-wrap gap-2">
            <TypeBadge type={s.formType} />
            <ScoreBadge score={s.spamScore} spam={s.isSpam} />
            <QuarantineBadge status={s.quarantineStatus} />
            <LanguageBadge language={s.language} />
            <Badge tone={s.isProcessed ? 'green' : 'neutral'}>
              {s.isProcessed ? inboxTexts.processed : inboxTexts.unprocessed}
            </Badge>
          </div>
        </div>
        {!readOnly && actions && <div className="flex flex-wrap gap-2">{actions}</div>}
      </header>

      {s.isSpam && <Alert tone="error">{t.spamBanner}</Alert>}

      {!readOnly && spamManagement}
      {!readOnly && notification}
      {s.prescriptionFile && (file ?? <FileMeta submission={s} />)}

      <Card title={t.dataSection}>
        <dl className="grid grid-cols-1 gap-x-6 gap-y-3 sm:grid-cols-[minmax(10rem,auto)_1fr]">
          {rows.map((r) => (
            <div key={r.key} className="contents">
              <dt className="text-sm font-medium text-slate-600">{r.label}</dt>
              <dd className="whitespace-pre-wrap break-words text-slate-900">{r.value}</dd>
            </div>
          ))}
        </dl>
      </Card>

      {/* Slot for issue 7 (anamnesis): clinical text and the anamnesis card. */}
      {anamnesis}

      <EmailLog submission={s} />
    </article>
  );
}

function FileMeta({ submission: s }: { submission: SubmissionDetail }) {
  const f = s.prescriptionFile;
  if (!f) return null;
  return (
    <Card title={t.fileSection}>
      <p className="text-slate-900">{f.fileName}</p>
      <p className="text-sm text-slate-600">{t.fileNotInReadOnly}</p>
    </Card>
  );
}

export function EmailLog({ submission: s }: { submission: SubmissionDetail }) {
  return (
    <Card title={t.logSection}>
      {s.emailLogs.length === 0 ? (
        <p className="text-slate-600">{t.logEmpty}</p>
      ) : (
        <div className="overflow-x-auto">
          <table className="w-full text-left text-sm">
            <thead className="text-slate-600">
              <tr>
                <th scope="col" className="py-2 pr-4 font-medium">
                  {t.logRecipient}
                </th>
                <th scope="col" className="py-2 pr-4 font-medium">
                  {t.logSubject}
                </th>
                <th scope="col" className="py-2 pr-4 font-medium">
                  {t.logStatus}
                </th>
                <th scope="col" className="py-2 pr-4 font-medium">
                  {t.logSent}
                </th>
                <th scope="col" className="py-2 font-medium">
                  {t.logError}
                </th>
              </tr>
            </thead>
            <tbody>
              {s.emailLogs.map((l) => (
                <tr key={l.id} className="border-t border-slate-200">
                  <td className="py-2 pr-4 break-all">{l.recipient}</td>
                  <td className="py-2 pr-4">{l.subject}</td>
                  <td className="py-2 pr-4">
                    <Badge tone={l.status === 'sent' ? 'green' : 'red'}>
                      {l.status === 'sent' ? t.sent : t.failed}
                    </Badge>
                  </td>
                  <td className="py-2 pr-4 whitespace-nowrap">{formatDateTime(l.sentAt ?? l.createdAt)}</td>
                  <td className="py-2">{l.errorMessage ?? '–'}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </Card>
  );
}
