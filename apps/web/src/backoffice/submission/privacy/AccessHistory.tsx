import { type AuditEntryView, auditActionLabel, auditOutcomeLabels } from '@praxisdesk/domain';
import { useAccessLog } from '../../../api/privacy';
import { formatDateTime } from '../../../format';
import { Alert, LoadingState, Table, Td, Th } from '../../../ui';
import { privacyTexts as t } from './texts';

export const actorOf = (e: AuditEntryView) => e.actorName ?? t.actors[e.actorKind];

/** The submission's access history from the audit trail (who read, downloaded, exported, changed it). */
export function AccessHistory({ submissionId }: { submissionId: string }) {
  const log = useAccessLog(submissionId);
  return (
    <details className="group">
      <summary className="cursor-pointer text-sm font-medium text-slate-900">{t.history}</summary>
      <div className="mt-3">
        {log.isPending ? (
          <LoadingState />
        ) : log.isError ? (
          <Alert>{t.historyLoad}</Alert>
        ) : log.data.length === 0 ? (
          <p className="text-sm text-slate-600">{t.historyEmpty}</p>
        ) : (
          <Table caption={t.historyCaption}>
            <thead>
              <tr>
                <Th>{t.cols.at}</Th>
                <Th>{t.cols.who}</Th>
                <Th>{t.cols.action}</Th>
                <Th>{t.cols.outcome}</Th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {log.data.map((e) => (
                <tr key={e.id}>
                  <Td className="whitespace-nowrap">{formatDateTime(e.at)}</Td>
                  <Td>{actorOf(e)}</Td>
                  <Td>{auditActionLabel(e.action)}</Td>
                  <Td>{auditOutcomeLabels[e.outcome]}</Td>
                </tr>
              ))}
            </tbody>
          </Table>
        )}
      </div>
    </details>
  );
}
