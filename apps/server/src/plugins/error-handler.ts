import type { FastifyError, FastifyInstance, FastifyReply, FastifyServerOptions } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { GENERIC_ERROR_TEXT, type ErrorCode, type ErrorEnvelope, type ValidationIssue } from '@parley/contracts';
import { AppError } from '../errors.ts';

declare module 'fastify' {
  interface FastifyReply {
    /** The code of the error envelope this answer carries (null: not an error), counted by the metrics. */
    errorCode: ErrorCode | null;
  }
}

export function sendError(reply: FastifyReply, status: number, code: ErrorCode, message: string, issues?: ValidationIssue[]) {
  reply.errorCode = code;
  const body: ErrorEnvelope = { detail: { error_message: message, code, ...(issues ? { errors: issues } : {}) } };
  return reply.status(status).type('application/json').send(body);
}

/** Fastify's own client-error codes, mapped to our codes; anything else unexpected is a 500 of ours. */
const FASTIFY_CLIENT_ERRORS: Record<string, { status: number; code: ErrorCode; message: string }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: { status: 400, code: 'INVALID_JSON', message: 'The request body is not valid JSON' },
  FST_ERR_CTP_EMPTY_JSON_BODY: { status: 400, code: 'INVALID_JSON', message: 'The request body is empty but JSON was announced' },
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, code: 'PAYLOAD_TOO_LARGE', message: 'The request body is too large' },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { status: 415, code: 'UNSUPPORTED_MEDIA_TYPE', message: 'This content type is not supported' },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: {
    status: 400,
    code: 'VALIDATION_ERROR',
    message: 'The content length does not match the body',
  },
  FST_REQ_FILE_TOO_LARGE: { status: 413, code: 'PAYLOAD_TOO_LARGE', message: 'The file is too large' },
};

function zodIssues(
  validation: { instancePath?: string; message?: string; params?: unknown }[],
  context: string | undefined,
): ValidationIssue[] {
  const where = context === 'querystring' ? 'query' : (context ?? 'body');
  return validation.map((v) => ({
    loc: [
      where,
      ...(v.instancePath ?? '')
        .split('/')
        .filter(Boolean)
        .map((p) => (/^\d+$/.test(p) ? Number(p) : p)),
    ],
    msg: v.message ?? 'Invalid value',
  }));
}

/**
 * Errors Fastify's router raises before any route or hook runs (Fastify's own body would leave the envelope): an
 * address that is not valid percent-encoding, or a path segment longer than the router takes.
 */
export const frameworkErrors: NonNullable<FastifyServerOptions['frameworkErrors']> = (error, _request, reply) => {
  if (error.code === 'FST_ERR_MAX_PARAM_LENGTH') return sendError(reply, 414, 'URI_TOO_LONG', 'The address is too long');
  return sendError(reply, 400, 'VALIDATION_ERROR', 'The address is not valid');
};

export function registerErrorHandling(app: FastifyInstance) {
  app.decorateReply('errorCode', null);
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      reply.headers(error.headers);
      if (error.status >= 500 && error.status !== 501) request.log.error({ err: error }, error.message);
      return sendError(reply, error.status, error.code, error.message, error.issues);
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const issues = zodIssues(error.validation, error.validationContext);
      return sendError(reply, 400, 'VALIDATION_ERROR', issues[0]?.msg ?? 'Invalid request', issues);
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error, issues: error.cause.issues }, 'response does not match its contract');
      return sendError(reply, 500, 'INTERNAL_ERROR', GENERIC_ERROR_TEXT);
    }
    const known = error.code ? FASTIFY_CLIENT_ERRORS[error.code] : undefined;
    if (known) return sendError(reply, known.status, known.code, known.message);
    if (error.statusCode === 429) {
      return sendError(reply, 429, 'RATE_LIMITED', 'Too many requests. Please wait a moment and try again');
    }
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      return sendError(reply, error.statusCode, 'VALIDATION_ERROR', 'The request could not be understood');
    }
    request.log.error({ err: error }, 'unhandled error');
    return sendError(reply, 500, 'INTERNAL_ERROR', GENERIC_ERROR_TEXT);
  });
}
