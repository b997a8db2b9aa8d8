/**
 * The one way the web app talks to the server: same-origin JSON over fetch with the session
 * cookie. Every failure becomes an ApiRequestError with the server's stable `code`, so screens
 * switch on codes and show the German texts of packages/domain.
 *
 * Free of zod and of the staff API contracts (issue 16, point 4): the sign-in page uses it
 * directly (api/authApi.ts); the contract-typed calls live in client.ts.
 */
import { messageFor, uiErrors } from '@praxisdesk/domain/errors';

/** Anything with a zod-like `parse`; keeps this client free of a direct zod dependency. */
export interface Parser<T> {
  parse(data: unknown): T;
}

export class ApiRequestError extends Error {
  readonly code: string;
  /** HTTP status; 0 when the request never got an answer. */
  readonly status: number;
  readonly issues: { path: string; message: string }[] | undefined;

  constructor(code: string, status: number, message: string, issues?: { path: string; message: string }[]) {
    super(message);
    this.name = 'ApiRequestError';
    this.code = code;
    this.status = status;
    this.issues = issues;
  }
}

export function isApiError(error: unknown, code?: string): error is ApiRequestError {
  return error instanceof ApiRequestError && (code === undefined || error.code === code);
}

interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  signal?: AbortSignal;
}

const statusCodes: Record<number, string> = {
  400: 'VALIDATION_FAILED',
  401: 'UNAUTHENTICATED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  429: 'RATE_LIMITED',
  503: 'SERVICE_UNAVAILABLE',
};

export function apiFetch<T>(path: string, options: RequestOptions & { schema: Parser<T> }): Promise<T>;
export function apiFetch(path: string, options?: RequestOptions): Promise<void>;
export async function apiFetch<T>(
  path: string,
  options: RequestOptions & { schema?: Parser<T> } = {},
): Promise<T | undefined> {
  const { method = 'GET', body, signal, schema } = options;
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (body !== undefined) headers['Content-Type'] = 'application/json';

  let response: Response;
  try {
    response = await fetch(path, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      // Cookie session; never sent cross-site, and the server checks Origin on writes.
      credentials: 'same-origin',
      signal,
    });
  } catch (error) {
    // Cancellation is not a failure the user should see; TanStack Query expects the AbortError.
    if (signal?.aborted) throw error;
    throw new ApiRequestError('NETWORK', 0, uiErrors.network);
  }

  if (!response.ok) throw await errorFrom(response);
  if (!schema) return undefined;

  try {
    return schema.parse(await response.json());
  } catch {
    // A body that does not match the contract means client and server disagree: report it as
    // an internal error instead of rendering half-valid data.
    throw new ApiRequestError('INVALID_RESPONSE', response.status, messageFor('INTERNAL_ERROR'));
  }
}

export async function errorFrom(response: Response): Promise<ApiRequestError> {
  const fallbackCode = statusCodes[response.status] ?? 'INTERNAL_ERROR';
  let payload: unknown;
  try {
    payload = await response.json();
  } catch {
    payload = undefined;
  }
  const parsed = readApiError(payload);
  if (parsed) {
    const { code, message, issues } = parsed;
    return new ApiRequestError(code, response.status, message || messageFor(code), issues);
  }
  return new ApiRequestError(fallbackCode, response.status, messageFor(fallbackCode));
}

type Issue = { path: string; message: string };
const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isIssue = (value: unknown): value is Issue =>
  isRecord(value) && typeof value.path === 'string' && typeof value.message === 'string';

/**
 * The error body of the staff API (`apiError` in packages/domain/contracts.ts), checked by hand
 * so that this module, and with it the sign-in page, needs no zod: code and message strings,
 * optional issues with path and message. Anything else is not an API error body.
 */
export function readApiError(payload: unknown): { code: string; message: string; issues?: Issue[] } | null {
  if (!isRecord(payload) || typeof payload.code !== 'string' || typeof payload.message !== 'string') return null;
  const { code, message, issues } = payload;
  if (issues === undefined) return { code, message };
  if (!Array.isArray(issues) || !issues.every(isIssue)) return null;
  return { code, message, issues: issues.map((i) => ({ path: i.path, message: i.message })) };
}

/**
 * Query parameters as the server reads them: empty values (undefined, null, '') left out, the
 * rest as strings, in the order given.
 */
export function queryString(query: object | undefined): string {
  const q = new URLSearchParams();
  for (const [k, v] of Object.entries(query ?? {})) if (v !== undefined && v !== null && v !== '') q.set(k, String(v));
  const s = q.toString();
  return s ? `?${s}` : '';
}

/** A file answer (ZIP, CSV) fetched like any request, so errors keep their codes and texts. */
export async function apiDownload(
  path: string,
  options: Pick<RequestOptions, 'method' | 'body'> = {},
): Promise<{ blob: Blob; fileName: string }> {
  const { method = 'GET', body } = options;
  let response: Response;
  try {
    response = await fetch(path, {
      method,
      headers: body === undefined ? {} : { 'Content-Type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
      credentials: 'same-origin',
    });
  } catch {
    throw new ApiRequestError('NETWORK', 0, uiErrors.network);
  }
  if (!response.ok) throw await errorFrom(response);
  const disposition = response.headers.get('content-disposition') ?? '';
  const star = /filename\*=UTF-8''([^;]+)/i.exec(disposition)?.[1];
  const plain = /filename="([^"]+)"/i.exec(disposition)?.[1];
  return { blob: await response.blob(), fileName: star ? decodeURIComponent(star) : (plain ?? 'download') };
}

/** Hands a downloaded file to the browser's save mechanism. */
export function saveFile({ blob, fileName }: { blob: Blob; fileName: string }): void {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
