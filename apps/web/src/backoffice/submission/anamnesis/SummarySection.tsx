import { type AnamnesisDetail, formatDateTime, uiErrors } from '@praxisdesk/domain';
import { Alert } from '../../../ui/Alert';
import { Badge } from '../../../ui/Badge';
import { Spinner } from '../../../ui/Spinner';
import { anamnesisTexts as t } from './texts';

/** A link to the answer a statement rests on, so the therapist can check it in one glance. */
function SourceLinks({ anamnesis: a, ids }: { anamnesis: AnamnesisDetail; ids: string[] }) {
  return (
    <span className="text-sm text-slate-600">
      {' '}
      ({t.source}:{' '}
      {ids.map((id, i) => (
        <span key={id}>
          {i > 0 && ', '}
          <a href={`#answer-${id}`} className="text-brand-700 underline">
            {a.labelled.find((l) => l.id === id)?.label ?? id}
          </a>
        </span>
      ))}
      )
    </span>
  );
}

export function SummarySection({ anamnesis: a }: { anamnesis: AnamnesisDetail }) {
  const s = a.summary;
  const st = a.status;
  const running = st.summaryStatus === 'pending' || st.summaryStatus === 'processing';
  return (
    <section aria-labelledby="anamnesis-summary" className="flex flex-col gap-3">
      <h3 id="anamnesis-summary" className="text-base font-semibold text-slate-900">
        {t.summaryTitle}
      </h3>
      {running && (
        <p role="status" className="flex items-center gap-2 text-slate-700" data-testid="summary-progress">
          <Spinner className="text-brand-700" /> {t.summaryRunning}
        </p>
      )}
      {st.summaryStatus === 'failed' && <Alert>{uiErrors.aiGeneration(st.summaryError ?? '')}</Alert>}
      {!s && !running && <p className="text-slate-600">{t.noSummary}</p>}
      {s && (
        <div className="flex flex-col gap-3" data-testid="anamnesis-summary">
          {s.note && <Alert tone="warning">{s.note}</Alert>}
          <div>
            <h4 className="font-semibold text-slate-800">{t.summary}</h4>
            <p className="text-slate-900">{s.summary}</p>
          </div>
          <div>
            <h4 className="font-semibold text-slate-800">{t.keyFindings}</h4>
            {s.keyFindings.length ? (
              <ul className="list-disc pl-5">
                {s.keyFindings.map((k) => (
                  <li key={`${k.source}-${k.text}`}>
                    {k.text}
                    <SourceLinks anamnesis={a} ids={[k.source]} />
                  </li>
                ))}
              </ul>
            ) : (
              <p className="text-slate-600">{t.none}</p>
            )}
          </div>
          <div>
            <h4 className="font-semibold text-slate-800">{t.recommendations}</h4>
            <ul className="list-disc pl-5">
              {s.recommendations.map((r) => (
                <li key={r}>{r}</li>
              ))}
            </ul>
          </div>
          <div>
            <h4 className="font-semibold text-slate-800">{t.riskFactors}</h4>
            {s.riskFactors.length ? (
              <ul className="flex flex-col gap-1 pl-1">
                {s.riskFactors.map((r) => (
                  <li
                    key={r.text}
                    className={r.redFlag ? 'rounded border border-red-300 bg-red-50 p-2 text-red-900' : ''}
                  >
                    {r.redFlag && (
                      <Badge tone="red" className="mr-2">
                        {t.redFlag}
                      </Badge>
                    )}
                    {r.text}
                    <SourceLinks anamnesis={a} ids={r.sources} />
                  </li>
                ))}
              </ul>
            ) : (
              <p className="text-slate-600">{t.none}</p>
            )}
          </div>
          <p className="border-t border-slate-200 pt-2 text-sm text-slate-600" data-testid="summary-footer">
            {t.footer(s.model, s.processingTimeMs, s.tokensUsed)} · {t.created}: {formatDateTime(s.createdAt)}
          </p>
        </div>
      )}
    </section>
  );
}
