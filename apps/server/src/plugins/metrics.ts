import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { forbidden } from '../errors.ts';
import type { MetricsPort } from '../platform/metrics/index.ts';
import { isLocalCaller } from './local-caller.ts';

export const METRICS_PATH = '/metrics';
const REQUEST_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
const STATUS_CLASSES = ['0xx', '1xx', '2xx', '3xx', '4xx', '5xx'];
/** The not-found handler's answers: the web app's pages and addresses that match no route. */
const NO_ROUTE = '(no route)';

const digest = (value: string) => createHash('sha256').update(value).digest();

/** The bearer token, compared in constant time (digests make the lengths equal). */
function bearerMatches(request: FastifyRequest, token: string): boolean {
  const given = request.headers.authorization?.match(/^Bearer (.+)$/)?.[1];
  return given !== undefined && timingSafeEqual(digest(given), digest(token));
}

/** Lines logged at error level or worse: our faults in a request or outside one (a job, the live hub, a handler). */
export function countErrorLines(metrics: MetricsPort): () => void {
  const lines = metrics.counter({
    name: 'parley_log_errors_total',
    help: 'Lines logged at error level or worse (requests, jobs, the live hub, event handlers)',
    labels: [],
  });
  return () => lines.inc({});
}

/**
 * Request durations and error answers for every request, and `GET /metrics` for this machine's callers or the holder
 * of `METRICS_TOKEN` (ADR 0085). The hook reads Fastify's own start time and labels by the route's pattern, never
 * the address, so the series stay as few as the routes.
 */
export function registerMetrics(app: FastifyInstance, metrics: MetricsPort, token: string | undefined) {
  const durations = metrics.histogram({
    name: 'parley_http_request_duration_seconds',
    help: 'HTTP requests by method, route pattern and status class, from routing to the last byte sent',
    labels: ['method', 'route', 'status_class'],
    buckets: REQUEST_BUCKETS,
  });
  const errors = metrics.counter({
    name: 'parley_http_errors_total',
    help: 'Error answers by their envelope code (5xx codes are our faults)',
    labels: ['code'],
  });
  app.addHook('onResponse', (request, reply, done) => {
    const status = reply.statusCode;
    durations.observe(
      {
        method: request.method,
        route: request.routeOptions.url ?? NO_ROUTE,
        status_class: STATUS_CLASSES[(status / 100) | 0] ?? 'other',
      },
      reply.elapsedTime / 1000,
    );
    if (reply.errorCode) errors.inc({ code: reply.errorCode });
    done();
  });
  app.get(METRICS_PATH, { schema: { hide: true } }, async (request, reply) => {
    if (!isLocalCaller(request) && !(token && bearerMatches(request, token)))
      throw forbidden('Metrics are served to callers on this machine, or with the metrics token');
    const { contentType, text } = await metrics.scrape();
    return reply.type(contentType).header('cache-control', 'no-store').send(text);
  });
}
