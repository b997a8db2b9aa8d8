import { accountTexts } from '@praxisdesk/domain';
import { type FormEvent, useState } from 'react';
import {
  useConfirmMfaSetup,
  useDisableMfa,
  useMfaStatus,
  useRefreshAccount,
  useRegenerateRecoveryCodes,
  useStartMfaSetup,
} from '../../api/account';
import { formatDateTime } from '../../format';
import { Alert, Badge, Button, Card, QueryView, TextField } from '../../ui';
import { QrCode } from './QrCode';
import { RecoveryCodes } from './RecoveryCodes';

const t = accountTexts.mfa;

/** Zwei-Faktor-Authentifizierung: status, setup (QR + secret, confirm), recovery codes, disable. */
export function MfaCard() {
  const status = useMfaStatus();
  const start = useStartMfaSetup();
  const confirm = useConfirmMfaSetup();
  const disable = useDisableMfa();
  const regenerate = useRegenerateRecoveryCodes();
  const refresh = useRefreshAccount();
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const [codes, setCodes] = useState<string[] | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  const onConfirm = (e: FormEvent) => {
    e.preventDefault();
    confirm.mutate(code, { onSuccess: (r) => setCodes(r.recoveryCodes) });
  };
  const done = () => {
    setCodes(null);
    setCode('');
    start.reset();
    refresh();
  };

  return (
    <Card title={t.heading}>
      <QueryView query={status} failed={accountTexts.loadFailed}>
        {(s) => {
          if (codes) return <RecoveryCodes codes={codes} onDone={done} />;
          if (s.enabled) {
            return (
              <div className="space-y-4">
                <p className="flex items-center gap-2 text-sm">
                  <Badge tone="green">{t.enabled}</Badge>
                  {s.enabledAt && <span className="text-slate-600">{formatDateTime(s.enabledAt)}</span>}
                </p>
                <p className="text-sm text-slate-700">{t.recoveryLeft(s.recoveryCodesLeft)}</p>
                {notice && <Alert tone="success">{notice}</Alert>}
                <form
                  className="grid max-w-md gap-3"
                  onSubmit={(e) => {
                    e.preventDefault();
                  }}
                >
                  <TextField
                    label={accountTexts.password.current}
                    hint={t.passwordPrompt}
                    type="password"
                    autoComplete="current-password"
                    value={password}
                    onChange={(e) => setPassword(e.target.value)}
                  />
                  <div className="flex flex-wrap gap-2">
                    <Button
                      type="button"
                      variant="secondary"
                      busy={regenerate.isPending}
                      disabled={!password}
                      onClick={() =>
                        regenerate.mutate(password, {
                          onSuccess: (r) => {
                            setPassword('');
                            setCodes(r.recoveryCodes);
                          },
                        })
                      }
                    >
                      {t.regenerate}
                    </Button>
                    {!s.required && (
                      <Button
                        type="button"
                        variant="danger"
                        busy={disable.isPending}
                        disabled={!password}
                        onClick={() =>
                          disable.mutate(password, {
                            onSuccess: () => {
                              setPassword('');
                              setNotice(t.disabledSuccess);
                            },
                          })
                        }
                      >
                        {t.disable}
                      </Button>
                    )}
                  </div>
                  {(disable.error ?? regenerate.error) && <Alert>{(disable.error ?? regenerate.error)?.message}</Alert>}
                </form>
              </div>
            );
          }
          return (
            <div className="space-y-4">
              <p className="flex items-center gap-2 text-sm">
                <Badge tone="neutral">{t.disabled}</Badge>
              </p>
              <p className="text-sm text-slate-700">{t.intro}</p>
              {notice && <Alert tone="success">{notice}</Alert>}
              {!start.data ? (
                <>
                  <Button busy={start.isPending} onClick={() => start.mutate()}>
                    {t.start}
                  </Button>
                  {start.error && <Alert>{start.error.message}</Alert>}
                </>
              ) : (
                <div className="space-y-4">
                  <p className="text-sm text-slate-700">{t.scan}</p>
                  <QrCode value={start.data.otpauthUri} label={t.qrLabel} />
                  <p className="text-sm">
                    <span className="font-medium text-slate-800">{t.secretLabel}: </span>
                    <code data-testid="totp-secret" className="break-all rounded bg-slate-100 px-2 py-1 font-mono">
                      {start.data.secret}
                    </code>
                  </p>
                  <form onSubmit={onConfirm} className="flex max-w-md flex-wrap items-end gap-3">
                    <TextField
                      label={t.codeLabel}
                      inputMode="numeric"
                      autoComplete="one-time-code"
                      required
                      value={code}
                      onChange={(e) => setCode(e.target.value)}
                    />
                    <Button type="submit" busy={confirm.isPending}>
                      {t.confirm}
                    </Button>
                  </form>
                  {confirm.error && <Alert>{confirm.error.message}</Alert>}
                </div>
              )}
            </div>
          );
        }}
      </QueryView>
    </Card>
  );
}
