import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useForm, type DefaultValues, type FieldValues, type Path } from 'react-hook-form';
import { showToast } from '../toast/toast-store.ts';
import { useServerErrors } from './useServerErrors.ts';

interface Options<V extends FieldValues, B, R> {
  empty: V;
  /** The fields a server refusal may name; other refusals show above the form. */
  fields: readonly Path<V>[];
  create: (body: B) => Promise<R>;
  /** The queries to read again once it is made (its list). */
  refresh: QueryKey;
  /** The toast once it is made. */
  created: (made: R) => string;
}

/**
 * A form that makes one thing: once made, its list is read again, a toast says so and the form is emptied; a refusal
 * goes under its field or above the form. `submit(toBody)` sends what `toBody` makes of the values, nothing when it
 * answers null (it set the fields' errors itself).
 */
export function useCreateForm<V extends FieldValues, B, R>({ empty, fields, create, refresh, created }: Options<V, B, R>) {
  const queryClient = useQueryClient();
  const form = useForm<V>({ defaultValues: empty as DefaultValues<V> });
  const { formError, clearFormError, onError } = useServerErrors(form.setError, fields);
  const mutation = useMutation({
    mutationFn: create,
    onSuccess: (made) => {
      void queryClient.invalidateQueries({ queryKey: refresh });
      showToast(created(made), 'success');
      form.reset(empty);
    },
    onError,
  });
  const submit = (toBody: (values: V) => B | null) =>
    form.handleSubmit((values) => {
      clearFormError();
      const body = toBody(values);
      if (body !== null) mutation.mutate(body);
    });
  return { form, formError, busy: mutation.isPending, submit };
}
