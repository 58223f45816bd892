import { useState } from 'react';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { applyFieldErrors } from './apply-field-errors.ts';

/** A failed submit: errors about a field go under it, any other error is kept for an alert above the form. */
export function useServerErrors<T extends FieldValues>(setError: UseFormSetError<T>, fields: readonly Path<T>[]) {
  const [formError, setFormError] = useState<unknown>(null);
  return {
    formError,
    clearFormError: () => setFormError(null),
    onError: (error: unknown) => {
      if (!applyFieldErrors(error, setError, fields)) setFormError(error);
    },
  };
}
