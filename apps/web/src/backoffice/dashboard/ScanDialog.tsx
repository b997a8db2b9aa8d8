/**
 * The spam-scan dialog (spec §2, §4, §5): scope, limit, live progress for 11–50, progress panel,
 * summary and details; fallback messages come from api/spamScan.ts.
 */
import {
  type FormType,
  formTypeLabels,
  formTypes,
  normalizeScanLimit,
  SCAN_LIMIT,
  type ScanRequest,
  type ScanResult,
  SUCCESS_MESSAGE_MS,
  scoreColor,
  shortId,
  useStreaming as streamingFor,
  scanTexts as t,
} from '@praxisdesk/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { runScan, type ScanProgress } from '../../api/spamScan';
import { submissionKeys } from '../../api/submissions';
import { Alert } from '../../ui/Alert';
import { Badge } from '../../ui/Badge';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import { Checkbox, Select, TextField } from '../../ui/FormControls';

type Scope = 'newest' | 'type' | 'date' | 'all';
type Phase = 'configuring' | 'running' | 'complete' | 'error';

export function buildScanRequest(
  tenant: string | undefined,
  scope: Scope,
  limit: number,
  formType: FormType | '',
  from: string,
  to: string,
  streaming: boolean,
): ScanRequest {
  const options: ScanRequest['options'] = { limit, all: scope === 'all', enableStreaming: streaming };
  if (scope === 'type' && formType) options.formType = formType;
  if (scope === 'date' && (from || to)) options.dateRange = { ...(from ? { from } : {}), ...(to ? { to } : {}) };
  return { ...(tenant ? { tenant } : {}), options };
}

export function ScanDialog({
  open,
  tenant,
  onClose,
}: {
  open: boolean;
  tenant: string | undefined;
  onClose: () => void;
}) {
  const qc = useQueryClient();
  const [scope, setScope] = useState<Scope>('newest');
  const [formType, setFormType] = useState<FormType | ''>('');
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [limitInput, setLimitInput] = useState(String(SCAN_LIMIT.default));
  const [live, setLive] = useState(true);
  const [phase, setPhase] = useState<Phase>('configuring');
  const [progress, setProgress] = useState<ScanProgress | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [result, setResult] = useState<ScanResult | null>(null);
  const [showSuccess, setShowSuccess] = useState(false);

  const limit = normalizeScanLimit(limitInput);
  const streaming = live && streamingFor(limit);
  const canStart = phase !== 'running' && !(scope === 'type' && !formType);

  useEffect(() => {
    if (!showSuccess) return;
    const timer = setTimeout(() => setShowSuccess(false), SUCCESS_MESSAGE_MS);
    return () => clearTimeout(timer);
  }, [showSuccess]);

  const reset = () => {
    setPhase('configuring');
    setProgress(null);
    setNotice(null);
    setError(null);
    setResult(null);
    setShowSuccess(false);
  };

  const start = async () => {
    reset();
    setPhase('running');
    try {
      const r = await runScan(buildScanRequest(tenant, scope, limit, formType, from, to, streaming), streaming, {
        onProgress: setProgress,
        onNotice: setNotice,
      });
      setResult(r);
      setPhase('complete');
      setShowSuccess(true);
      void qc.invalidateQueries({ queryKey: submissionKeys.all });
    } catch (e) {
      setError(e instanceof Error ? e.message : t.unexpected);
      setPhase('error');
    }
  };

  const close = () => {
    if (phase === 'running') return;
    reset();
    onClose();
  };

  return (
    <Dialog
      open={open}
      title={t.title}
      onClose={close}
      size="lg"
      footer={
        <>
          <Button variant="secondary" onClick={close} disabled={phase === 'running'}>
            {t.close}
          </Button>
          {phase === 'complete' || phase === 'error' ? (
            <Button onClick={reset}>{t.again}</Button>
          ) : (
            <Button onClick={() => void start()} disabled={!canStart} busy={phase === 'running'}>
              {phase === 'running' ? t.running : t.start}
            </Button>
          )}
        </>
      }
    >
      <div className="flex flex-col gap-4">
        <p className="text-sm text-slate-600">{t.intro}</p>
        {phase === 'configuring' && (
          <>
            <fieldset className="flex flex-col gap-2">
              <legend className="mb-1 text-sm font-medium text-slate-700">{t.scope}</legend>
              {(Object.keys(t.scopes) as Scope[]).map((s) => (
                <label key={s} className="inline-flex items-center gap-2 text-sm">
                  <input
                    type="radio"
                    name="scan-scope"
                    value={s}
                    checked={scope === s}
                    onChange={() => setScope(s)}
                    className="accent-brand-700"
                    data-autofocus={scope === s ? true : undefined}
                  />
                  {t.scopes[s]}
                </label>
              ))}
            </fieldset>
            {scope === 'type' && (
              <Select
                label={t.formType}
                value={formType}
                onChange={(e) => setFormType(e.target.value as FormType | '')}
              >
                <option value="">{t.chooseType}</option>
                {formTypes.map((ft) => (
                  <option key={ft} value={ft}>
                    {formTypeLabels[ft]}
                  </option>
                ))}
              </Select>
            )}
            {scope === 'date' && (
              <div className="grid grid-cols-2 gap-3">
                <TextField label={t.from} type="date" value={from} onChange={(e) => setFrom(e.target.value)} />
                <TextField label={t.to} type="date" value={to} onChange={(e) => setTo(e.target.value)} />
              </div>
            )}
            <TextField
              label={t.limit}
              type="number"
              min={SCAN_LIMIT.min}
              max={SCAN_LIMIT.max}
              value={limitInput}
              // A number field reports text it cannot read ("e") as empty; the spec makes it 1, not 50.
              onChange={(e) => setLimitInput(e.target.validity.badInput ? 'ungültig' : e.target.value)}
              onBlur={() => setLimitInput(String(limit))}
            />
            <Checkbox label={t.live} checked={live} onChange={(e) => setLive(e.target.checked)} />
            <p className="text-xs text-slate-600">{t.liveHint}</p>
          </>
        )}

        {notice && <Alert tone="warning">{notice}</Alert>}

        {phase === 'running' && (
          <div role="status" aria-live="polite" className="flex flex-col gap-2" data-testid="scan-progress">
            {progress ? (
              <>
                <p className="text-sm">{t.progress(progress.processed, progress.total)}</p>
                <progress className="w-full" max={progress.total} value={progress.processed} aria-label={t.running} />
                <p className="text-xs text-slate-600">{t.remaining(Math.ceil(progress.estimatedTimeRemaining))}</p>
              </>
            ) : (
              <p className="text-sm">{t.running}</p>
            )}
          </div>
        )}

        {error && <Alert>{error}</Alert>}
        {showSuccess && result && <Alert tone="success">{t.done(result.totalScanned, result.spamFound)}</Alert>}

        {result && (
          <section aria-labelledby="scan-summary" className="flex flex-col gap-3">
            <h3 id="scan-summary" className="font-semibold">
              {t.summary}
            </h3>
            <p className="text-sm">{result.message}</p>
            <dl className="grid grid-cols-3 gap-3 text-sm">
              <div>
                <dt className="text-slate-600">{t.scanned}</dt>
                <dd className="text-xl font-semibold" data-testid="scan-scanned">
                  {result.totalScanned}
                </dd>
              </div>
              <div>
                <dt className="text-slate-600">{t.spamFound}</dt>
                <dd className="text-xl font-semibold">{result.spamFound}</dd>
              </div>
              <div>
                <dt className="text-slate-600">{t.errors}</dt>
                <dd className="text-xl font-semibold">{result.errors}</dd>
              </div>
            </dl>
            {result.results.length > 0 && (
              <div className="max-h-72 overflow-auto">
                <table className="w-full text-left text-sm">
                  <caption className="sr-only">{t.details}</caption>
                  <thead className="text-slate-600">
                    <tr>
                      {Object.values(t.columns).map((c) => (
                        <th key={c} scope="col" className="py-1 pr-3 font-medium">
                          {c}
                        </th>
                      ))}
                    </tr>
                  </thead>
                  <tbody>
                    {result.results.map((r) => (
                      <tr key={r.id} className="border-t border-slate-200">
                        <td className="py-1 pr-3 font-mono">{shortId(r.id)}</td>
                        <td className="py-1 pr-3">{formTypeLabels[r.form_type as FormType] ?? r.form_type}</td>
                        <td className="py-1 pr-3">
                          <Badge tone={scoreColor(r.new_score)}>{r.new_score}</Badge>
                        </td>
                        <td className="py-1 pr-3">{r.error ? t.failed : r.is_spam ? t.spam : t.ham}</td>
                        <td className="py-1">{r.aiClassified ? t.ai : t.rule}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            )}
          </section>
        )}
      </div>
    </Dialog>
  );
}
