import { normalizeIP } from '@fastify/rate-limit';
import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  onRequestHookHandler,
  preHandlerHookHandler,
  preValidationHookHandler,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { errorEnvelopeSchema, type Endpoint } from '@parley/contracts';
import type { Config } from '../config.ts';
import { tooManyRequests } from '../errors.ts';
import type { Authenticator, Caller } from './authenticator.ts';
import { SerializedAnswer } from './serialized-answer.ts';

type Parsed<T> = [NonNullable<T>] extends [never]
  ? undefined
  : NonNullable<T> extends z.core.$ZodType
    ? z.output<NonNullable<T>>
    : undefined;

export interface RouteContext<E extends Endpoint> {
  body: Parsed<E['body']>;
  query: Parsed<E['query']>;
  params: Parsed<E['params']>;
  request: FastifyRequest;
  reply: FastifyReply;
}

type ContextFor<E extends Endpoint> = RouteContext<E> &
  (E['auth'] extends 'access' ? Caller : E['auth'] extends 'optional' ? { caller: Caller | null } : unknown);

export interface RouteOptions<E extends Endpoint> {
  /** Limit by client IP (auth calls anyone can make). */
  limitPerIp?: boolean;
  /** Limit by the account a call names, for example its email. */
  limitPerAccount?: (body: Parsed<E['body']>) => string | undefined;
  /** Limit a signed-in caller by their session too, whatever address they call from (an `optional` auth call). */
  limitPerSession?: boolean;
}

export type Handler<E extends Endpoint> = (ctx: ContextFor<E>) => Promise<z.input<E['response']> | SerializedAnswer<E>>;

const toFastifyPath = (path: string) => path.replace(/\{(\w+)\}/g, ':$1');

/**
 * The caller's address as a limit counts it (req.ip: the socket's, or the one a trusted proxy saw, TRUST_PROXY). An
 * IPv6 network hands a whole /64 to one customer, so it counts as one address.
 */
const clientAddress = (req: FastifyRequest) => normalizeIP(req.ip);

const TOO_MANY_TEXT = 'Too many requests. Please wait a moment and try again';

/**
 * A limiter hook built on createRateLimit rather than app.rateLimit: the latter marks the request as
 * limited after the first limiter ran, so a second one (per account after per IP) would be skipped.
 */
function limiter(
  app: FastifyInstance,
  options: { max: number; timeWindow: number; keyGenerator?: (req: FastifyRequest) => string },
) {
  const check = app.createRateLimit(options);
  return async (request: FastifyRequest) => {
    const result = await check(request);
    if (!result.isAllowed && result.isExceeded) throw tooManyRequests(TOO_MANY_TEXT, result.ttlInSeconds);
  };
}

/** Registers contract endpoints: validation from the contract, authentication and limits from its description. */
export function createRouter(app: FastifyInstance, deps: { authenticator: Authenticator; config: Config }) {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const window = deps.config.AUTH_RATE_LIMIT_WINDOW_SECONDS * 1000;
  const callers = new WeakMap<FastifyRequest, Caller>();

  return function route<E extends Endpoint>(e: E, handler: Handler<E>, options: RouteOptions<E> = {}) {
    // Each call has its own budget per address, so a class behind one address can still log in while it checks names.
    const onRequest: onRequestHookHandler[] = options.limitPerIp
      ? [
          limiter(app, {
            max: deps.config.AUTH_RATE_LIMIT_PER_IP,
            timeWindow: window,
            keyGenerator: (req) => `ip:${e.path}:${clientAddress(req)}`,
          }),
        ]
      : [];
    // Who is calling is settled before the body is judged: an anonymous call gets 401, not a validation error.
    const preValidation: preValidationHookHandler[] = [];
    if (e.auth === 'access')
      preValidation.push(async (request) => void callers.set(request, await deps.authenticator.authenticate(request)));
    if (e.auth === 'optional') {
      preValidation.push(async (request) => {
        if (request.headers.authorization) callers.set(request, await deps.authenticator.authenticate(request));
      });
    }
    const preHandler: preHandlerHookHandler[] = [];
    const accountKey = options.limitPerAccount;
    if (accountKey) {
      const perAccount = limiter(app, {
        max: deps.config.AUTH_RATE_LIMIT_PER_ACCOUNT,
        timeWindow: window,
        keyGenerator: (req) => `account:${e.path}:${accountKey(req.body as Parsed<E['body']>) ?? clientAddress(req)}`,
      });
      preHandler.push(perAccount);
    }
    if (options.limitPerSession) {
      const perSession = limiter(app, {
        max: deps.config.AUTH_RATE_LIMIT_PER_ACCOUNT,
        timeWindow: window,
        keyGenerator: (req) => `session:${e.path}:${callers.get(req)?.sessionId}`,
      });
      preHandler.push(async (request) => {
        if (callers.has(request)) await perSession(request);
      });
    }
    typed.route({
      method: e.method,
      url: toFastifyPath(e.path),
      onRequest,
      preValidation,
      preHandler,
      schema: {
        summary: e.summary,
        tags: [e.path.split('/')[4] ?? 'platform'],
        ...(e.auth === 'none' ? {} : { security: [{ bearer: [] }] }),
        ...(e.body ? { body: e.body } : {}),
        ...(e.query ? { querystring: e.query } : {}),
        ...(e.params ? { params: e.params } : {}),
        response: { [e.status]: e.response, '4xx': errorEnvelopeSchema, '5xx': errorEnvelopeSchema, ...e.responses },
      },
      handler: async (request, reply) => {
        const base = { body: request.body, query: request.query, params: request.params, request, reply };
        const caller = callers.get(request) ?? null;
        const ctx = e.auth === 'access' ? { ...base, ...caller } : e.auth === 'optional' ? { ...base, caller } : base;
        const result = await handler(ctx as ContextFor<E>);
        if (reply.sent) return reply;
        if (result instanceof SerializedAnswer)
          return reply.status(e.status).type('application/json; charset=utf-8').send(result.json);
        return reply.status(e.status).send(result);
      },
    });
  };
}
export type Route = ReturnType<typeof createRouter>;
