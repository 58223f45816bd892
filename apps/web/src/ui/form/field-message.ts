import type { ReactNode } from 'react';
import type { FieldError } from 'react-hook-form';
import { contractText } from '../../lib/i18n/contract-text.ts';

/** What shows under a form field: its error in the user's language, otherwise the field's own help. */
export function fieldMessage(error: FieldError | undefined, help?: ReactNode): ReactNode {
  return error?.message ? contractText(error.message) : help;
}
