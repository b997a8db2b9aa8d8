/**
 * /submission/:id?token=… — the read-only magic-link view (spec reception §2, §4, §5, §8). Public:
 * no login, no back-office code (the detail view is shared and imports only domain and ui).
 */
import {
  codeEntryCodes,
  type SubmissionDetail,
  readOnlyTexts as t,
  type VerifyCode,
  verifyTexts,
} from '@praxisdesk/domain';
import { referenceOf } from '@praxisdesk/domain/receptionTexts';
import { useEffect, useId, useState } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { VerifyNetworkError, verifyCode, verifyLinkOnce } from '../../api/verify';
import { SubmissionDetailView } from '../../submission/SubmissionDetailView';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { LoadingState } from '../../ui/Spinner';

type State =
  | { kind: 'verifying' }
  | { kind: 'ok'; submission: SubmissionDetail }
  | { kind: 'denied'; code: string; error: string };

const messageFor = (code: string, error?: string) =>
  error || (verifyTexts as Record<string, string>)[code] || verifyTexts.UNKNOWN_ERROR;

export function ReadOnlySubmissionPage() {
  const { id = '' } = useParams();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const missing = !id || !token;
  const [state, setState] = useState<State>({ kind: 'verifying' });

  useEffect(() => {
    if (missing) return;
    let active = true;
    verifyLinkOnce(id, token).then(
      (r) => {
        if (!active) return;
        if (r.success && r.submission) setState({ kind: 'ok', submission: r.submission });
        else if (r.success) setState({ kind: 'denied', code: 'SUBMISSION_NOT_FOUND', error: t.submissionMissing });
        else setState({ kind: 'denied', code: r.code, error: messageFor(r.code, r.error) });
      },
      () => active && setState({ kind: 'denied', code: 'UNKNOWN_ERROR', error: t.network }),
    );
    return () => {
      active = false;
    };
  }, [id, token, missing]);

  return (
    <div className="min-h-dvh bg-slate-50">
      <main className="mx-auto flex max-w-4xl flex-col gap-5 px-4 py-6">
        <div
          role="status"
          className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-emerald-300 bg-emerald-50 px-4 py-3 text-emerald-900"
        >
          <div>
            <p className="font-semibold">{t.bannerTitle}</p>
            <p className="text-sm">{t.bannerText}</p>
          </div>
          <Link
            to="/"
            className="rounded-md border border-emerald-700 px-3 py-1.5 text-sm font-medium text-emerald-900 hover:bg-emerald-100"
          >
            {t.close}
          </Link>
        </div>

        {missing ? (
          <Denied id={id} error={t.missing} showCode={false} onVerified={() => {}} />
        ) : state.kind === 'verifying' ? (
          <LoadingState label={t.verifying} />
        ) : state.kind === 'ok' ? (
          <SubmissionDetailView submission={state.submission} readOnly />
        ) : (
          <Denied
            id={id}
            error={state.error}
            showCode={(codeEntryCodes as readonly string[]).includes(state.code as VerifyCode)}
            onVerified={(submission) => setState({ kind: 'ok', submission })}
          />
        )}
      </main>
    </div>
  );
}

function Denied({
  id,
  error,
  showCode,
  onVerified,
}: {
  id: string;
  error: string;
  showCode: boolean;
  onVerified: (s: SubmissionDetail) => void;
}) {
  return (
    <section aria-labelledby="denied-title" className="flex flex-col gap-4">
      <h1 id="denied-title" className="text-2xl font-semibold text-slate-900">
        {t.denied}
      </h1>
      <Alert>{error}</Alert>
      <div className="text-slate-700">
        <p className="font-medium">{t.causesTitle}</p>
        <ul className="list-disc pl-5">
          {t.causes.map((c) => (
            <li key={c}>{c}</li>
          ))}
        </ul>
      </div>
      {id && <p className="text-slate-700">{t.instructions(referenceOf(id, true))}</p>}
      {showCode && id && <CodeEntry id={id} onVerified={onVerified} />}
    </section>
  );
}

function CodeEntry({ id, onVerified }: { id: string; onVerified: (s: SubmissionDetail) => void }) {
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const inputId = useId();
  const hintId = useId();
  const errorId = useId();

  const submit = async () => {
    if (!/^\d{6}$/.test(code)) {
      setError(t.codeInvalid);
      return;
    }
    setBusy(true);
    setError(null);
    try {
      const r = await verifyCode(id, code);
      if (r.success && r.submission) onVerified(r.submission);
      else if (r.success) setError(t.submissionMissing);
      else setError(r.code === 'TOKEN_NOT_FOUND' ? t.codeWrong : messageFor(r.code, r.error));
    } catch (e) {
      setError(e instanceof VerifyNetworkError ? t.network : t.network);
    } finally {
      setBusy(false);
    }
  };

  return (
    <form
      className="flex flex-col gap-2 rounded-lg border border-slate-200 bg-white p-4"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      <h2 className="font-semibold text-slate-900">{t.codeTitle}</h2>
      <label htmlFor={inputId} className="text-sm font-medium text-slate-700">
        {t.codeLabel}
      </label>
      <input
        id={inputId}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        pattern="\d{6}"
        value={code}
        onChange={(e) => setCode(e.target.value.replace(/\D/g, '').slice(0, 6))}
        aria-describedby={`${hintId}${error ? ` ${errorId}` : ''}`}
        aria-invalid={error ? true : undefined}
        className="w-40 rounded-md border border-slate-300 px-3 py-2 font-mono text-lg tracking-widest"
      />
      <p id={hintId} className="text-xs text-slate-600">
        {t.codeHint}
      </p>
      {error && (
        <p id={errorId} role="alert" className="text-sm text-red-800">
          {error}
        </p>
      )}
      <div>
        <Button type="submit" busy={busy}>
          {t.codeSubmit}
        </Button>
      </div>
    </form>
  );
}
