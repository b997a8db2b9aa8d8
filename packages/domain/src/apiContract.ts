/**
 * A route contract: method, path (with `:params`) and the zod schemas of one staff API route.
 * The server registers routes from contracts (apps/server/src/lib/contractRoute.ts) and the web
 * client builds its requests from the same objects (apps/web/src/api/client.ts), so a path or a
 * schema is written down once.
 */
import type { z } from 'zod';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface RouteContract {
  /** The key in its API object (`staffApi.listSubmissions` -> 'listSubmissions'); OpenAPI operationId. */
  readonly id: string;
  readonly method: HttpMethod;
  readonly path: string;
  readonly params?: z.ZodType;
  readonly query?: z.ZodType;
  readonly body?: z.ZodType;
  /** The JSON answer. Absent for answers that are not JSON (files, CSV, ZIP, event streams) or empty. */
  readonly response?: z.ZodType;
  /** The success status: 200 unless given (201 created, 202 accepted, 204 no content). */
  readonly status: 200 | 201 | 202 | 204;
  /** Left out of the OpenAPI description. */
  readonly hide?: boolean;
}

type RouteSpec = Omit<RouteContract, 'id' | 'status'> & { readonly status?: RouteContract['status'] };

type WithStatus<S extends RouteSpec> = S & { readonly status: S['status'] extends number ? S['status'] : 200 };

/** Declares one route; `status` defaults to 200. Use inside `defineApi` so the route knows its id. */
export const defineRoute = <const S extends RouteSpec>(spec: S): WithStatus<S> =>
  ({ status: 200, ...spec }) as WithStatus<S>;

/** Names every route after its key. */
export function defineApi<const T extends Record<string, Omit<RouteContract, 'id'>>>(
  routes: T,
): { readonly [K in keyof T]: T[K] & { readonly id: K & string } } {
  return Object.fromEntries(Object.entries(routes).map(([id, r]) => [id, { ...r, id }])) as never;
}

type Schema<C, K extends 'params' | 'query' | 'body' | 'response'> = C extends { readonly [P in K]: infer S }
  ? S extends z.ZodType
    ? S
    : never
  : never;

/** Parsed (server) and sent (client) types of a contract's parts; `undefined` when it has none. */
export type ParamsOf<C extends RouteContract> =
  Schema<C, 'params'> extends never ? undefined : z.output<Schema<C, 'params'>>;
export type QueryOf<C extends RouteContract> =
  Schema<C, 'query'> extends never ? undefined : z.output<Schema<C, 'query'>>;
export type BodyOf<C extends RouteContract> = Schema<C, 'body'> extends never ? undefined : z.output<Schema<C, 'body'>>;
export type ResponseOf<C extends RouteContract> =
  Schema<C, 'response'> extends never ? undefined : z.output<Schema<C, 'response'>>;
export type ParamsInput<C extends RouteContract> =
  Schema<C, 'params'> extends never ? undefined : z.input<Schema<C, 'params'>>;
export type QueryInput<C extends RouteContract> =
  Schema<C, 'query'> extends never ? undefined : z.input<Schema<C, 'query'>>;
export type BodyInput<C extends RouteContract> =
  Schema<C, 'body'> extends never ? undefined : z.input<Schema<C, 'body'>>;

/** The `:name` parameters of a path, in order. */
export const pathParams = (path: string): string[] => [...path.matchAll(/:(\w+)/g)].map((m) => m[1] ?? '');

/**
 * The concrete path: each `:name` replaced by its value, URI-encoded. Throws when a value is
 * missing, so a typo never produces a request to a different route.
 */
export function fillPath(path: string, params: Record<string, unknown> | undefined): string {
  return path.replace(/:(\w+)/g, (_, name: string) => {
    const value = params?.[name];
    if (value === undefined || value === null || value === '') throw new Error(`missing path parameter ${name}`);
    return encodeURIComponent(String(value));
  });
}
