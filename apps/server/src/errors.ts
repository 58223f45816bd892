import { ERROR_STATUS, type ErrorCode, type ValidationIssue } from '@parley/contracts';

/** A failure we expect and explain: it becomes the error envelope with this code and its status (ERROR_STATUS). */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly status: number;
  readonly issues: ValidationIssue[] | undefined;
  readonly headers: Record<string, string>;

  constructor(
    code: ErrorCode,
    message: string,
    extra: { issues?: ValidationIssue[]; headers?: Record<string, string>; cause?: unknown } = {},
  ) {
    // The cause reaches the logs only, never the client.
    super(message, extra.cause === undefined ? undefined : { cause: extra.cause });
    this.code = code;
    this.status = ERROR_STATUS[code];
    this.issues = extra.issues;
    this.headers = extra.headers ?? {};
  }
}

export const notFound = (message = 'Not found') => new AppError('NOT_FOUND', message);
export const conflict = (message: string) => new AppError('CONFLICT', message);
export const forbidden = (message = 'You are not allowed to do this') => new AppError('FORBIDDEN', message);
export const unauthorized = (message: string, code: ErrorCode = 'UNAUTHORIZED') => new AppError(code, message);
export const badRequest = (code: ErrorCode, message: string, field?: string) =>
  new AppError(code, message, field ? { issues: [{ loc: ['body', field], msg: message }] } : {});
export const tooManyRequests = (message: string, retryAfterSeconds: number) =>
  new AppError('RATE_LIMITED', message, { headers: { 'retry-after': String(Math.max(1, Math.ceil(retryAfterSeconds))) } });
