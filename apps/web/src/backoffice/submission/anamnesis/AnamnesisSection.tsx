/**
 * The anamnesis slot of the submission page (issue 7): red flags, the clinical text and the
 * anamnesis card with the latest summary and every answer under its German label.
 */
import { type AnamnesisDetail, uiErrors } from '@praxisdesk/domain';
import { useState } from 'react';
import { useAnamnesis, useGenerateAnamnesis } from '../../../api/anamnesis';
import { Alert } from '../../../ui/Alert';
import { Button } from '../../../ui/Button';
import { Card } from '../../../ui/Card';
import { LoadingState } from '../../../ui/Spinner';
import { ClinicalText } from './ClinicalText';
import { RedFlags } from './RedFlags';
import { SummarySection } from './SummarySection';
import { anamnesisTexts as t } from './texts';

export function AnamnesisSection({ submissionId }: { submissionId: string }) {
  const q = useAnamnesis(submissionId);
  if (q.isPending) return <LoadingState />;
  if (q.isError)
    return (
      <Card title={t.card}>
        <Alert>{uiErrors.anamnesisLoad(q.error.message)}</Alert>
      </Card>
    );
  const a = q.data.anamnesis;
  if (!a)
    return (
      <Card title={t.card}>
        <p className="text-slate-700">{q.data.message ?? uiErrors.noAnamnesis}</p>
      </Card>
    );
  return (
    <div className="flex flex-col gap-4">
      <RedFlags anamnesis={a} />
      <ClinicalText submissionId={submissionId} anamnesis={a} />
      <AnamnesisCard submissionId={submissionId} anamnesis={a} />
    </div>
  );
}

function AnamnesisCard({ submissionId, anamnesis: a }: { submissionId: string; anamnesis: AnamnesisDetail }) {
  const generate = useGenerateAnamnesis(submissionId);
  const [raw, setRaw] = useState(false);
  const running = a.status.summaryStatus === 'pending' || a.status.summaryStatus === 'processing';
  const regenerate = a.summary !== null;
  return (
    <Card
      title={t.card}
      actions={
        <Button
          size="sm"
          variant={regenerate ? 'secondary' : 'primary'}
          busy={generate.isPending || running}
          onClick={() => generate.mutate({ kind: 'summary', regenerate })}
        >
          {regenerate ? t.regenerateSummary : t.generateSummary}
        </Button>
      }
    >
      <div className="flex flex-col gap-5">
        {generate.isError && (
          <Alert>
            {generate.variables?.regenerate
              ? uiErrors.anamnesisRegenerate(generate.error.message)
              : uiErrors.anamnesisStart}
          </Alert>
        )}
        <SummarySection anamnesis={a} />
        <section aria-labelledby="anamnesis-answers" className="flex flex-col gap-2">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <h3 id="anamnesis-answers" className="text-base font-semibold text-slate-900">
              {t.answers}
            </h3>
            <Button variant="secondary" size="sm" aria-pressed={raw} onClick={() => setRaw(!raw)}>
              {raw ? t.showLabels : t.showJson}
            </Button>
          </div>
          {raw ? (
            <pre
              data-testid="anamnesis-json"
              className="max-h-96 overflow-auto rounded-md border border-slate-200 bg-slate-50 p-3 text-xs text-slate-900"
            >
              {JSON.stringify(a.answers, null, 2)}
            </pre>
          ) : (
            <dl className="grid grid-cols-1 gap-x-6 gap-y-2 text-sm sm:grid-cols-[minmax(12rem,auto)_1fr]">
              {a.labelled.map((l) => (
                <div key={l.id} id={`answer-${l.id}`} className="contents" data-testid={`answer-${l.id}`}>
                  <dt className="font-medium text-slate-700" title={l.question}>
                    {l.label}
                  </dt>
                  <dd className={l.answered ? 'text-slate-900' : 'text-slate-600 italic'}>{l.value}</dd>
                </div>
              ))}
            </dl>
          )}
        </section>
      </div>
    </Card>
  );
}
