import { errorEnvelopeSchema, errorText, GENERIC_ERROR_TEXT, type ValidationIssue } from '@parley/contracts';

/** A failed call: the HTTP status (0 when the network failed), the stable code and the text to show. */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly issues: ValidationIssue[];

  constructor(status: number, code: string, text: string, issues: ValidationIssue[] = []) {
    super(text);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.issues = issues;
  }

  static fromResponse(status: number, body: unknown): ApiError {
    const envelope = errorEnvelopeSchema.safeParse(body);
    const detail = envelope.success ? envelope.data.detail : undefined;
    return new ApiError(status, detail?.code ?? 'UNKNOWN', errorText(body), detail?.errors ?? []);
  }

  static network(): ApiError {
    return new ApiError(0, 'NETWORK_ERROR', GENERIC_ERROR_TEXT);
  }
}

/** The text to show for any failure, whether or not it came from the API. */
export const failureText = (error: unknown): string => (error instanceof ApiError ? error.message : GENERIC_ERROR_TEXT);
