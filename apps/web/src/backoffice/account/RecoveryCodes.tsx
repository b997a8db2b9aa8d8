import { accountTexts } from '@praxisdesk/domain';
import { useEffect, useMemo } from 'react';
import { Alert, Button } from '../../ui';

const t = accountTexts.mfa;

/** The ten codes, shown once, with a text-file download. */
export function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const href = useMemo(
    () =>
      URL.createObjectURL(
        new Blob([`PraxisDesk – ${t.recoveryHeading}\n\n${codes.join('\n')}\n`], { type: 'text/plain;charset=utf-8' }),
      ),
    [codes],
  );
  useEffect(() => () => URL.revokeObjectURL(href), [href]);
  return (
    <div className="space-y-4">
      <Alert tone="success">{t.enabledSuccess}</Alert>
      <h3 className="font-semibold text-slate-900">{t.recoveryHeading}</h3>
      <p className="text-sm text-slate-700">{t.recoveryIntro}</p>
      <ul aria-label={t.recoveryHeading} className="grid max-w-md grid-cols-2 gap-2 font-mono text-sm">
        {codes.map((c) => (
          <li key={c} className="rounded bg-slate-100 px-2 py-1">
            {c}
          </li>
        ))}
      </ul>
      <div className="flex flex-wrap gap-2">
        <a
          href={href}
          download={t.recoveryFileName}
          className="inline-flex items-center rounded-md border border-slate-300 bg-white px-4 py-2 text-sm text-slate-800 hover:bg-slate-100"
        >
          {t.recoveryDownload}
        </a>
        <Button onClick={onDone}>{t.recoveryDone}</Button>
      </div>
    </div>
  );
}
