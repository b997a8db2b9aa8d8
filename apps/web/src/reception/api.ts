/**
 * The reception's client for the public endpoints. Deliberately without zod: the landing page
 * must stay under its JavaScript budget (bench/README.md), and the server validates every
 * payload with the domain schemas anyway. Types still come from packages/domain (type-only
 * imports vanish from the bundle); answers are checked for the fields we read.
 */
import type { AnamnesisAnswers } from '@praxisdesk/domain/anamnesis';
import { publicPaths } from '@praxisdesk/domain/publicConstants';
import type { ReceptionConfig } from '@praxisdesk/domain/receptionConfig';
import type { Speech } from './i18n';

export interface PublicTenant {
  tenant: { id: string; slug: string; name: string };
  publicKey: string;
  config: ReceptionConfig;
}

export type TenantLoad =
  | { status: 'none' }
  | { status: 'unknown'; ref: string }
  | { status: 'failed'; ref: string }
  | ({ status: 'ok'; ref: string } & PublicTenant);

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;

export async function loadTenant(ref: string | null, signal?: AbortSignal): Promise<TenantLoad> {
  if (!ref) return { status: 'none' };
  try {
    const res = await fetch(`${publicPaths.receptionConfig}?tenant=${encodeURIComponent(ref)}`, { signal });
    if (res.status === 404 || res.status === 400) return { status: 'unknown', ref };
    if (!res.ok) return { status: 'failed', ref };
    const body: unknown = await res.json();
    if (!isObject(body) || !isObject(body.tenant) || !isObject(body.config) || typeof body.publicKey !== 'string') {
      return { status: 'failed', ref };
    }
    return { status: 'ok', ref, ...(body as unknown as PublicTenant) };
  } catch (e) {
    if (signal?.aborted) throw e;
    return { status: 'failed', ref };
  }
}

export class SendError extends Error {}

/** Reads an error answer: the server's German `error` (or our text for its code), else the raw text. */
async function errorText(res: Response, speech: Speech): Promise<string> {
  const text = await res.text();
  try {
    const body: unknown = JSON.parse(text);
    if (isObject(body) && typeof body.error === 'string') return localized(speech, body.code, body.error);
  } catch {
    // not JSON: the text itself
  }
  return text;
}

export function localized(speech: Speech, code: unknown, german: string): string {
  if (speech.lang === 'de' || typeof code !== 'string') return german;
  return speech.serverErrors?.[code] ?? german;
}

const jsonHeaders = (publicKey: string) => ({
  'content-type': 'application/json',
  apikey: publicKey,
  authorization: `Bearer ${publicKey}`,
});

export interface Created {
  submissionId: string;
  grant: string;
}

/**
 * submitForm (spec §7, errors §8): non-OK -> "HTTP {status}: {body}", success false -> the
 * server's error, network failure -> the form's fallback text.
 */
export async function submitForm(
  t: PublicTenant,
  formData: Record<string, unknown>,
  fallback: string,
  speech: Speech,
): Promise<Created> {
  let res: Response;
  try {
    res = await fetch(publicPaths.submitForm, {
      method: 'POST',
      headers: jsonHeaders(t.publicKey),
      body: JSON.stringify({ tenantId: t.tenant.id, formData, language: speech.lang }),
    });
  } catch {
    throw new SendError(fallback);
  }
  if (!res.ok) throw new SendError(speech.texts.errors.http(res.status, await errorText(res, speech)));
  const body: unknown = await res.json().catch(() => null);
  if (isObject(body) && body.success === true && typeof body.submissionId === 'string') {
    return { submissionId: body.submissionId, grant: typeof body.grant === 'string' ? body.grant : '' };
  }
  const error =
    isObject(body) && typeof body.error === 'string' && body.error
      ? localized(speech, body.code, body.error)
      : speech.texts.errors.unknown;
  throw new SendError(error);
}

export type UploadResult = { ok: true } | { ok: false; errorCode?: string; error?: string; details?: string };

export async function uploadFile(file: File, created: Created): Promise<UploadResult> {
  const body = new FormData();
  body.set('submissionId', created.submissionId);
  body.set('fileName', file.name);
  body.set('grant', created.grant);
  body.set('file', file, file.name);
  try {
    const res = await fetch(publicPaths.secureUpload, { method: 'POST', body });
    if (res.ok) return { ok: true };
    const answer: unknown = await res.json().catch(() => null);
    if (!isObject(answer)) return { ok: false };
    return {
      ok: false,
      errorCode: typeof answer.errorCode === 'string' ? answer.errorCode : undefined,
      error: typeof answer.error === 'string' ? answer.error : undefined,
      details: typeof answer.details === 'string' ? answer.details : undefined,
    };
  } catch {
    return { ok: false };
  }
}

/** submitAnamnese: non-OK -> the server's text, else the anamnesis fallback. */
export async function submitAnamnese(
  t: PublicTenant,
  input: { originalSubmissionId: string; grant: string; answers: AnamnesisAnswers },
  speech: Speech,
): Promise<{ submissionId: string }> {
  let res: Response;
  try {
    res = await fetch(publicPaths.submitAnamnese, {
      method: 'POST',
      headers: jsonHeaders(t.publicKey),
      body: JSON.stringify({
        tenantId: t.tenant.id,
        originalSubmissionId: input.originalSubmissionId,
        answers: input.answers,
        completedAt: new Date().toISOString(),
        language: speech.lang,
        ...(input.grant ? { grant: input.grant } : {}),
      }),
    });
  } catch {
    throw new SendError(speech.texts.errors.anamnesis);
  }
  if (!res.ok) throw new SendError((await errorText(res, speech)) || speech.texts.errors.anamnesis);
  const body: unknown = await res.json().catch(() => null);
  if (isObject(body) && typeof body.submissionId === 'string') return { submissionId: body.submissionId };
  throw new SendError(speech.texts.errors.generic);
}
