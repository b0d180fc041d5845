import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
  RouteGenericInterface,
  RouteShorthandOptions,
  FastifyBaseLogger,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { CALLS, envelope, type CallData, type CallName, type CallSpec } from '@facet/contract';
import { ok } from './envelope';
import { errors, keySecurity, security } from './route-options';

// A route is one of the contract's calls, registered by its name: the table gives its method,
// its path, what it takes and what it answers; the route says only what is its own.

type Calls = typeof CALLS;
type App = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  ZodTypeProvider
>;

/** The schemas a call's handler is typed from: its body or query in the table. */
type CallSchema<N extends CallName> = {
  body: Calls[N] extends { body: infer S } ? S : undefined;
  querystring: Calls[N] extends { query: infer S } ? S : undefined;
};

/** A call's request: `body` and `query` as the table's schemas parse them. */
export type CallRequest<N extends CallName> = FastifyRequest<
  RouteGenericInterface,
  RawServerDefault,
  RawRequestDefaultExpression,
  CallSchema<N>,
  ZodTypeProvider
>;

/**
 * A call's handler: it gives back the call's `Data`, which goes out in the envelope (or nothing
 * for a call that answers `null`), or the reply when it answered itself (a file, a stream).
 */
export type CallHandler<N extends CallName> = (
  request: CallRequest<N>,
  reply: FastifyReply,
) => [CallData<N>] extends [null]
  ? Promise<CallData<N> | FastifyReply> | Promise<void>
  : Promise<CallData<N> | FastifyReply>;

type Guard = (request: FastifyRequest, reply: FastifyReply) => Promise<void>;

/** What a route says of itself; the rest is the table's. */
export type CallOptions = {
  /** One line on what the call does: the OpenAPI document and docs/api.md show it. */
  summary: string;
  /** Its group in the API reference, when not the one of its module. */
  tags?: string[];
  /** Its guard, when the module's own hook does not already guard it. */
  onRequest?: Guard;
  /** A call without a session (logging in, the storefront): no bearer scheme. */
  public?: true;
  /** What the answer may be besides JSON: a download's type, a feed's. */
  produces?: string[];
} & Pick<RouteShorthandOptions, 'bodyLimit' | 'compress' | 'config'>;

/** `Admin/Login` → `/api/Admin/Login`; `{product}_Address/List` matches any product's name. */
export const urlOf = (name: CallName) =>
  `/api/${name.replace('{product}', ':product(^[A-Za-z]+)')}`;

/**
 * Registers the contract's calls on `app`: `route('Hold/Add', { summary }, handler)` answers
 * POST /api/Hold/Add, validates its body with the table's schema and sends what the handler
 * returns in the envelope, checked against the table's `Data`. `shared` holds what all of a
 * module's calls have in common (their tags, and `public` for a module with no session).
 */
export function callRoutes(app: App, shared: { tags: string[]; public?: true }) {
  return <N extends CallName>(name: N, options: CallOptions, handler: CallHandler<N>) => {
    const spec: CallSpec = CALLS[name];
    const { summary, tags = shared.tags, public: open = shared.public, ...route } = options;
    const { produces, ...fastifyOptions } = route;
    app.route({
      ...fastifyOptions,
      method: spec.method,
      url: urlOf(name),
      // Read by api-routes.ts: the route is the table's call, with the table's schemas.
      config: { ...fastifyOptions.config, call: name },
      schema: {
        tags,
        summary,
        ...(open ? {} : { security: spec.scope ? keySecurity(spec.scope) : security }),
        ...(spec.kind === 'upload' ? { consumes: ['multipart/form-data'] } : {}),
        ...(produces ? { produces } : {}),
        ...(spec.body ? { body: spec.body } : {}),
        ...(spec.query ? { querystring: spec.query } : {}),
        // A download answers a file: the document names it a string of `produces`.
        response: { 200: spec.data ? envelope(spec.data) : z.string(), ...errors },
      },
      handler: async (request, reply) => {
        // The validator has parsed the body and query with the table's schemas.
        const answer = await handler(request as unknown as CallRequest<N>, reply);
        return answer === reply ? reply : ok(answer ?? null);
      },
    });
  };
}
