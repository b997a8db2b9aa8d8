import { type AnamnesisDetail, uiErrors } from '@praxisdesk/domain';
import { useState } from 'react';
import { type GenerateKind, useGenerateAnamnesis } from '../../../api/anamnesis';
import { Alert } from '../../../ui/Alert';
import { Button } from '../../../ui/Button';
import { Card } from '../../../ui/Card';
import { Dialog } from '../../../ui/Dialog';
import { Spinner } from '../../../ui/Spinner';
import { anamnesisTexts as t } from './texts';

/** The generated clinical text (spec §2): text/HTML view, generate, regenerate with confirmation, copy. */
export function ClinicalText({ submissionId, anamnesis: a }: { submissionId: string; anamnesis: AnamnesisDetail }) {
  const generate = useGenerateAnamnesis(submissionId);
  const [view, setView] = useState<'text' | 'html'>('text');
  const [confirm, setConfirm] = useState(false);
  const [copy, setCopy] = useState<'ok' | 'failed' | null>(null);
  const c = a.clinicalText;
  const running = a.status.textStatus === 'pending' || a.status.textStatus === 'processing';
  const run = (regenerate: boolean) =>
    generate.mutate(
      { kind: 'clinical-text' satisfies GenerateKind, regenerate },
      { onSettled: () => setConfirm(false) },
    );
  const shown = c ? (view === 'text' ? c.text : c.html) : '';

  async function copyToClipboard() {
    try {
      await navigator.clipboard.writeText(shown);
      setCopy('ok');
    } catch {
      setCopy('failed');
    }
  }

  return (
    <Card
      title={t.textTitle}
      actions={
        c ? (
          <Button variant="secondary" size="sm" disabled={running} onClick={() => setConfirm(true)}>
            {t.regenerateText}
          </Button>
        ) : (
          <Button size="sm" busy={generate.isPending || running} onClick={() => run(false)}>
            {t.generateText}
          </Button>
        )
      }
    >
      <div className="flex flex-col gap-3">
        {running && (
          <p role="status" className="flex items-center gap-2 text-slate-700">
            <Spinner className="text-brand-700" /> {t.textRunning}
          </p>
        )}
        {generate.isError && (
          <Alert>
            {generate.variables?.regenerate
              ? uiErrors.anamnesisRegenerate(generate.error.message)
              : uiErrors.anamnesisStart}
          </Alert>
        )}
        {a.status.textStatus === 'failed' && <Alert>{uiErrors.aiGeneration(a.status.textError ?? '')}</Alert>}
        {!c && !running && <p className="text-slate-600">{t.noText}</p>}
        {c && (
          <>
            {c.note && <Alert tone="warning">{c.note}</Alert>}
            <div className="flex flex-wrap items-center gap-2">
              <fieldset className="inline-flex rounded-md border border-slate-300" aria-label={t.textTitle}>
                {(['text', 'html'] as const).map((v) => (
                  <button
                    key={v}
                    type="button"
                    aria-pressed={view === v}
                    onClick={() => setView(v)}
                    className={
                      view === v
                        ? 'bg-brand-700 px-3 py-1 text-sm font-medium text-white'
                        : 'px-3 py-1 text-sm font-medium text-slate-800 hover:bg-slate-100'
                    }
                  >
                    {v === 'text' ? t.viewText : t.viewHtml}
                  </button>
                ))}
              </fieldset>
              <Button variant="secondary" size="sm" onClick={copyToClipboard}>
                {t.copy}
              </Button>
              {copy && (
                <span role="status" className="text-sm text-slate-700">
                  {copy === 'ok' ? t.copied : t.copyFailed}
                </span>
              )}
            </div>
            <pre
              data-testid="clinical-text"
              className="max-h-[32rem] overflow-auto whitespace-pre-wrap rounded-md border border-slate-200 bg-slate-50 p-3 font-sans text-sm text-slate-900"
            >
              {shown}
            </pre>
            <p className="text-sm text-slate-600">{t.footer(c.model, c.processingTimeMs, c.tokensUsed)}</p>
          </>
        )}
      </div>
      <Dialog
        open={confirm}
        alert
        title={t.regenerateText}
        onClose={() => setConfirm(false)}
        footer={
          <>
            <Button variant="secondary" onClick={() => setConfirm(false)} data-autofocus>
              {t.cancel}
            </Button>
            <Button busy={generate.isPending} onClick={() => run(true)}>
              {t.regenerateText}
            </Button>
          </>
        }
      >
        <p>{t.regenerateConfirm}</p>
      </Dialog>
    </Card>
  );
}
