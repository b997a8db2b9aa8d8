import { accountTexts, newPasswordProblem } from '@praxisdesk/domain';
import { type FormEvent, useState } from 'react';
import { useChangePassword } from '../../api/account';
import { Alert, Button, Card, TextField } from '../../ui';

const t = accountTexts.password;

/** Passwort ändern: current password required; the other sessions end. */
export function PasswordCard() {
  const change = useChangePassword();
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [repeat, setRepeat] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [done, setDone] = useState(false);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setDone(false);
    const local = next !== repeat ? t.mismatch : newPasswordProblem(next);
    setProblem(local);
    if (local) return;
    change.mutate(
      { currentPassword: current, newPassword: next },
      {
        onSuccess: () => {
          setDone(true);
          setCurrent('');
          setNext('');
          setRepeat('');
        },
      },
    );
  };

  const error = problem ?? change.error?.message;
  return (
    <Card title={t.heading}>
      <form onSubmit={submit} className="grid max-w-md gap-3">
        <TextField
          label={t.current}
          type="password"
          autoComplete="current-password"
          required
          value={current}
          onChange={(e) => setCurrent(e.target.value)}
        />
        <TextField
          label={t.next}
          hint={t.hint}
          type="password"
          autoComplete="new-password"
          required
          value={next}
          onChange={(e) => setNext(e.target.value)}
        />
        <TextField
          label={t.repeat}
          type="password"
          autoComplete="new-password"
          required
          value={repeat}
          onChange={(e) => setRepeat(e.target.value)}
        />
        {error && <Alert>{error}</Alert>}
        {done && <Alert tone="success">{t.changed}</Alert>}
        <div>
          <Button type="submit" busy={change.isPending}>
            {t.submit}
          </Button>
        </div>
      </form>
    </Card>
  );
}
