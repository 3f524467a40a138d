import type { RouteContract } from '@shared/api/route';
import type { IdentifiedMessage } from '@shared/i18n/messages';
import type { FastifyContextConfig } from 'fastify';
import type { z } from 'zod';

type ReplySchemas<C extends RouteContract> = C['reply'] extends z.ZodType ? Record<C['status'] extends 201 ? 201 : 200, C['reply']> : undefined;

export interface ContractRouteOptions<C extends RouteContract> {
  method: C['method'];
  url: C['path'];
  config: FastifyContextConfig & { access: C['access']; signInMessage?: IdentifiedMessage };
  schema: {
    params: C['params'];
    querystring: C['query'];
    body: C['body'];
    response: ReplySchemas<C>;
    tags?: string[];
    summary?: string;
    hide?: boolean;
    produces?: string[];
  };
}

/**
 * A route's registration from its contract in `src-shared/api/routes`, for
 * `app.route({ ...routeOptions(contract), handler })`: the path, the access and the schemas the
 * request is validated with (and typed by), its reply serialised with and the OpenAPI document
 * generated from. `config` adds what only the server knows, such as a rate limit.
 */
export function routeOptions<C extends RouteContract>(contract: C, config: Omit<FastifyContextConfig, 'access' | 'signInMessage'> = {}): ContractRouteOptions<C> {
  const schema = {
    tags: contract.tags,
    summary: contract.summary,
    hide: contract.hide,
    produces: contract.kind === 'event-stream' ? ['text/event-stream'] : undefined,
    params: contract.params,
    querystring: contract.query,
    body: contract.body,
    response: contract.reply ? { [contract.status ?? 200]: contract.reply } : undefined,
  };
  return {
    method: contract.method,
    url: contract.path,
    config: { ...config, access: contract.access, ...(contract.signInMessage ? { signInMessage: contract.signInMessage } : {}) },
    // Only the parts the contract has, as a hand-written schema lists them: Fastify and the
    // OpenAPI transform walk the keys they are given.
    schema: Object.fromEntries(Object.entries(schema).filter(([, value]) => value !== undefined)) as ContractRouteOptions<C>['schema'],
  };
}
