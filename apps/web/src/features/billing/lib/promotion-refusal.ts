import { ApiError, failureText } from '../../../lib/api/api-error.ts';
import { contractText } from '../../../lib/i18n/contract-text.ts';

/** The server's refusal of a typed promotion code (ADR 0071), to show under its field; null for any other failure. */
export const promotionRefusal = (error: unknown): string | null =>
  error instanceof ApiError && error.issues.some((i) => i.loc.at(-1) === 'promotion_code')
    ? contractText(failureText(error))
    : null;
