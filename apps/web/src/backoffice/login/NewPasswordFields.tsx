import { accountTexts, newPasswordProblem } from '@praxisdesk/domain';
import { TextField } from '../../ui';

const t = accountTexts.password;

/** New password twice, with the strength hint. */
export function NewPasswordFields() {
  return (
    <>
      <TextField label={t.next} hint={t.hint} name="password" type="password" autoComplete="new-password" required />
      <TextField label={t.repeat} name="repeat" type="password" autoComplete="new-password" required />
    </>
  );
}

/** The local checks (match, length) before the server's (common passwords). */
export function readNewPassword(form: HTMLFormElement): { password: string; problem: string | null } {
  const data = new FormData(form);
  const password = String(data.get('password') ?? '');
  if (password !== String(data.get('repeat') ?? '')) return { password, problem: t.mismatch };
  return { password, problem: newPasswordProblem(password) };
}
