/**
 * Typed calls of the staff API contracts (packages/domain staffApi): URL, method and body from
 * the contract, the answer checked against its zod schema. The fetch layer itself is http.ts.
 */
import {
  type BodyInput,
  fillPath,
  type ParamsInput,
  type QueryInput,
  type ResponseOf,
  type RouteContract,
} from '@praxisdesk/domain';
import { apiDownload, apiFetch, queryString } from './http';

export {
  ApiRequestError,
  apiDownload,
  apiFetch,
  isApiError,
  type Parser,
  queryString,
  readApiError,
  saveFile,
} from './http';

/** An option the contract needs is required, one it lacks is not accepted. */
type Part<K extends string, T> = [T] extends [undefined]
  ? { [P in K]?: undefined }
  : // biome-ignore lint/complexity/noBannedTypes: "every field optional" test
    {} extends T
    ? { [P in K]?: T }
    : { [P in K]: T };

type UrlOptions<C extends RouteContract> = Part<'params', ParamsInput<C>> & Part<'query', QueryInput<C>>;
export type CallOptions<C extends RouteContract> = UrlOptions<C> &
  Part<'body', BodyInput<C>> & { signal?: AbortSignal };

/** Nothing to pass when the contract has no required part. */
type Args<O> =
  // biome-ignore lint/complexity/noBannedTypes: "every field optional" test
  {} extends O ? [options?: O] : [options: O];

/** The URL of a contract's route: `:params` URI-encoded, the query serialised (links, EventSource). */
export function apiUrl<C extends RouteContract>(route: C, ...[options]: Args<UrlOptions<C>>): string {
  const { params, query } = (options ?? {}) as { params?: Record<string, unknown>; query?: object };
  return fillPath(route.path, params) + queryString(query);
}

/**
 * The typed call of a staff API route: URL, method and body from the contract, the answer
 * checked against the contract's response schema (nothing returned when it has none).
 */
export function api<C extends RouteContract>(route: C, ...[options]: Args<CallOptions<C>>): Promise<ResponseOf<C>> {
  const { body, signal } = (options ?? {}) as { body?: unknown; signal?: AbortSignal };
  const url = apiUrl(route, ...([options] as Args<UrlOptions<C>>));
  if (route.response) return apiFetch(url, { method: route.method, body, signal, schema: route.response }) as never;
  return apiFetch(url, { method: route.method, body, signal }) as never;
}

/** A file answer (ZIP, CSV) of a contract's route, fetched like any request, errors with their codes. */
export function apiDownloadFrom<C extends RouteContract>(
  route: C,
  ...[options]: Args<Omit<CallOptions<C>, 'signal'>>
): Promise<{ blob: Blob; fileName: string }> {
  const { body } = (options ?? {}) as { body?: unknown };
  return apiDownload(apiUrl(route, ...([options] as Args<UrlOptions<C>>)), { method: route.method, body });
}
