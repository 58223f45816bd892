import type { FastifyInstance } from 'fastify';
import type { ValidationIssue } from '@parley/contracts';
import { AppError } from '../errors.ts';

const NUL = '\u0000';
/** Deep enough for any of our bodies; deeper nesting is refused by the contracts anyway. */
const MAX_DEPTH = 32;

/** The path to the first string holding a NUL character in a parsed request part, or undefined. */
function nulAt(value: unknown, path: (string | number)[], depth = 0): (string | number)[] | undefined {
  if (typeof value === 'string') return value.includes(NUL) ? path : undefined;
  if (depth > MAX_DEPTH || value === null || typeof value !== 'object' || ArrayBuffer.isView(value)) return undefined;
  for (const [key, item] of Object.entries(value)) {
    if (key.includes(NUL)) return [...path, key];
    const found = nulAt(item, [...path, Array.isArray(value) ? Number(key) : key], depth + 1);
    if (found) return found;
  }
  return undefined;
}

/**
 * Postgres text cannot hold a NUL character: an id or a name carrying one (`event/%00/config`) made the database
 * throw and the request answer 500. Refused here once for every route, before any handler or contract sees it.
 */
export function refuseNulCharacters(app: FastifyInstance) {
  // A callback hook, not an async one: it runs on every request (GET me among them), and most carry nothing to scan.
  app.addHook('preValidation', (request, _reply, done) => {
    const parts = [
      ['params', request.params],
      ['query', request.query],
      ['body', request.body],
    ] as const;
    for (const [where, value] of parts) {
      const path = nulAt(value, [where]);
      if (!path) continue;
      const issue: ValidationIssue = { loc: path, msg: 'Text may not contain NUL characters' };
      done(new AppError('VALIDATION_ERROR', issue.msg, { issues: [issue] }));
      return;
    }
    done();
  });
}
