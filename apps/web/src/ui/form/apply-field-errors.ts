import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError } from '../../lib/api/api-error.ts';

/**
 * Puts the server's field errors (`detail.errors[].loc = ['body', field]`, e.g. a taken username)
 * under the matching fields. Returns false when none matched, so the caller shows the error as a whole.
 */
export function applyFieldErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: readonly Path<T>[],
): boolean {
  if (!(error instanceof ApiError)) return false;
  let applied = false;
  for (const issue of error.issues) {
    const [where, field] = issue.loc;
    const match = fields.find((name) => name === field);
    if (where === 'body' && match) {
      setError(match, { type: 'server', message: issue.msg });
      applied = true;
    }
  }
  return applied;
}
