/**
 * Registers a staff API route from its contract in packages/domain (staffApi): method, URL and
 * the zod schemas come from the contract, so the server cannot drift from what the web client
 * calls. The handler is typed by the contract: it returns the response body (sent with the
 * contract's success status), nothing for 204 routes, or the reply itself when it answers on its
 * own (files, CSV, ZIP, event streams).
 */
import type { BodyOf, ParamsOf, QueryOf, ResponseOf, RouteContract } from '@praxisdesk/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

type App = Parameters<FastifyPluginAsyncZod>[0];

export type ContractRequest<C extends RouteContract> = FastifyRequest<{
  Params: ParamsOf<C>;
  Querystring: QueryOf<C>;
  Body: BodyOf<C>;
}>;

type Answer<C extends RouteContract> = C extends { response: unknown } ? ResponseOf<C> | FastifyReply : unknown;

/** 204 routes answer nothing; the helper sends the empty reply. */
export type ContractHandler<C extends RouteContract> = C['status'] extends 204
  ? (req: ContractRequest<C>, reply: FastifyReply) => Promise<void> | void
  : (req: ContractRequest<C>, reply: FastifyReply) => Answer<C> | Promise<Answer<C>>;

export function contractRoute<C extends RouteContract>(app: App, contract: C, handler: ContractHandler<C>): void {
  const { id, method, path, params, query, body, response, status, hide } = contract;
  app.route({
    method,
    url: path,
    schema: {
      operationId: id,
      ...(params ? { params } : {}),
      ...(query ? { querystring: query } : {}),
      ...(body ? { body } : {}),
      ...(response ? { response: { [status]: response } } : {}),
      ...(hide ? { hide } : {}),
    },
    handler: async (req, reply) => {
      const out = await handler(req as unknown as ContractRequest<C>, reply);
      if (status === 204) return reply.code(204).send();
      if (out === reply) return reply;
      reply.code(status);
      return out;
    },
  });
}
