import * as z from 'zod/mini';

/** Stable error codes. Clients branch on these, never on message text. */
export const ERROR_CODES = [
  'VALIDATION_ERROR',
  'INVALID_JSON',
  'PAYLOAD_TOO_LARGE',
  'URI_TOO_LONG',
  'UNSUPPORTED_MEDIA_TYPE',
  'UNAUTHORIZED',
  'FORBIDDEN',
  'NOT_FOUND',
  'CONFLICT',
  'RATE_LIMITED',
  'NOT_IMPLEMENTED',
  'INTERNAL_ERROR',
  'SERVICE_UNAVAILABLE',
  'INVALID_CREDENTIALS',
  'TOKEN_EXPIRED',
  'TOKEN_REVOKED',
  'USERNAME_TAKEN',
  'EMAIL_TAKEN',
  'CODE_INVALID',
  'CODE_EXPIRED',
  'CODE_EXHAUSTED',
  'CODE_LOCKED',
  'ACCOUNT_DELETION_PENDING',
  'ACCOUNT_DISABLED',
  'NOT_A_GUEST',
  'IDENTITY_NOT_CONFIGURED',
  'IDENTITY_FAILED',
  'EXC_FOLLOW_LIMIT_REACHED',
  'EXC_AVOID_LIMIT_REACHED',
  'EXC_SESSION_LIMIT_REACHED',
  'WEBHOOK_SIGNATURE_INVALID',
  'PAYMENT_DECLINED',
  'EXC_TEACHER_DIDNT_FINISH_STRIPE_ONBOARDING',
  'EXC_TEACHER_MAX_SUBS_REACHED',
  'EXC_TEACHER_REVIEW_LIMIT_REACHED',
  'EXC_PLAN_REQUIRED',
  'EXC_STORAGE_LIMIT_REACHED',
] as const;
export const errorCodeSchema = z.enum(ERROR_CODES);
export type ErrorCode = z.infer<typeof errorCodeSchema>;

/** The HTTP status each code is answered with: a code means one status wherever it is raised. */
export const ERROR_STATUS = {
  VALIDATION_ERROR: 400,
  INVALID_JSON: 400,
  PAYLOAD_TOO_LARGE: 413,
  URI_TOO_LONG: 414,
  UNSUPPORTED_MEDIA_TYPE: 415,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  RATE_LIMITED: 429,
  NOT_IMPLEMENTED: 501,
  INTERNAL_ERROR: 500,
  SERVICE_UNAVAILABLE: 503,
  INVALID_CREDENTIALS: 401,
  TOKEN_EXPIRED: 401,
  TOKEN_REVOKED: 401,
  USERNAME_TAKEN: 409,
  EMAIL_TAKEN: 409,
  CODE_INVALID: 400,
  CODE_EXPIRED: 400,
  CODE_EXHAUSTED: 400,
  CODE_LOCKED: 429,
  ACCOUNT_DELETION_PENDING: 403,
  ACCOUNT_DISABLED: 403,
  NOT_A_GUEST: 400,
  IDENTITY_NOT_CONFIGURED: 501,
  IDENTITY_FAILED: 400,
  EXC_FOLLOW_LIMIT_REACHED: 403,
  EXC_AVOID_LIMIT_REACHED: 403,
  EXC_SESSION_LIMIT_REACHED: 403,
  WEBHOOK_SIGNATURE_INVALID: 400,
  PAYMENT_DECLINED: 402,
  EXC_TEACHER_DIDNT_FINISH_STRIPE_ONBOARDING: 409,
  EXC_TEACHER_MAX_SUBS_REACHED: 409,
  EXC_TEACHER_REVIEW_LIMIT_REACHED: 403,
  EXC_PLAN_REQUIRED: 403,
  EXC_STORAGE_LIMIT_REACHED: 403,
} as const satisfies Record<ErrorCode, number>;

export const validationIssueSchema = z.object({
  loc: z.array(z.union([z.string(), z.number()])),
  msg: z.string(),
});
export type ValidationIssue = z.infer<typeof validationIssueSchema>;

/** The wire shape of every error: `{"detail": {"error_message", "code", "errors"?}}`. */
export const errorEnvelopeSchema = z.object({
  detail: z.object({
    error_message: z.string(),
    code: z.string(),
    msg: z.optional(z.string()),
    errors: z.optional(z.array(validationIssueSchema)),
  }),
});
export type ErrorEnvelope = z.infer<typeof errorEnvelopeSchema>;

export const GENERIC_ERROR_TEXT = 'An error has occurred';

/** The spec's error-text rule: detail.error_message, else detail.msg, else a generic sentence. */
export function errorText(body: unknown): string {
  if (typeof body === 'object' && body !== null && 'detail' in body) {
    const detail = (body as { detail: unknown }).detail;
    if (typeof detail === 'object' && detail !== null) {
      const d = detail as { error_message?: unknown; msg?: unknown };
      if (typeof d.error_message === 'string' && d.error_message) return d.error_message;
      if (typeof d.msg === 'string' && d.msg) return d.msg;
    }
  }
  return GENERIC_ERROR_TEXT;
}
