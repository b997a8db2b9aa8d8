import { formatPoints, inboxTexts, type SubmissionDetail } from '@praxisdesk/domain';
import { useState } from 'react';
import { useBlockSender, useSetSpam } from '../../api/submissions';
import { ScoreBadge } from '../../submission/badges';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { Card } from '../../ui/Card';

const t = inboxTexts.detail;

/** Status, score, reasons and the two marking buttons (spec §2, §4); marking trains the filter. */
export function SpamManagement({ submission: s }: { submission: SubmissionDetail }) {
  const setSpam = useSetSpam();
  const block = useBlockSender();
  const [blocked, setBlocked] = useState<string | null>(null);
  const mark = (isSpam: boolean) => setSpam.mutate({ id: s.id, isSpam });

  return (
    <Card title={t.spamSection}>
      <div className="flex flex-col gap-3">
        <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-2 text-sm">
          <dt className="font-medium text-slate-600">{t.spamStatus}</dt>
          <dd data-testid="spam-status">{s.isSpam ? t.isSpam : t.notSpam}</dd>
          <dt className="font-medium text-slate-600">{t.scoreLabel}</dt>
          <dd className="flex items-center gap-2">
            <span data-testid="spam-score">{t.score(s.spamScore)}</span>
            <ScoreBadge score={s.spamScore} spam={s.isSpam} />
          </dd>
          {s.spamReasons.length > 0 && (
            <>
              <dt className="font-medium text-slate-600">{t.reasons}</dt>
              <dd>
                <ul className="list-disc pl-5">
                  {s.spamReasons.map((r) => (
                    <li key={r.reason}>
                      {r.reason} ({formatPoints(r.points)})
                    </li>
                  ))}
                </ul>
              </dd>
            </>
          )}
        </dl>
        <div className="flex flex-wrap gap-2">
          <Button
            variant="danger"
            disabled={s.isSpam}
            busy={setSpam.isPending && setSpam.variables?.isSpam}
            onClick={() => mark(true)}
          >
            {t.markSpam}
          </Button>
          <Button
            variant="secondary"
            disabled={!s.isSpam}
            busy={setSpam.isPending && setSpam.variables?.isSpam === false}
            onClick={() => mark(false)}
          >
            {t.markHam}
          </Button>
          {s.isSpam && (
            <Button
              variant="secondary"
              busy={block.isPending}
              onClick={() =>
                block.mutate(s.id, { onSuccess: (r) => setBlocked(r.added ? t.blockSenderDone : t.blockSenderAlready) })
              }
            >
              {t.blockSender}
            </Button>
          )}
        </div>
        <p className="text-sm text-slate-600">{t.spamHint}</p>
        {s.isSpam && <p className="text-sm text-slate-600">{t.blockSenderHint}</p>}
        {setSpam.isError && <Alert>{t.spamError}</Alert>}
        {block.isError && <Alert>{t.blockSenderFailed}</Alert>}
        {blocked && <Alert tone="success">{blocked}</Alert>}
      </div>
    </Card>
  );
}
