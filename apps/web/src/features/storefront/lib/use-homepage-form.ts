import { zodResolver } from '@hookform/resolvers/zod';
import type { MyHomepage } from '@parley/contracts';
import { useForm, type DefaultValues, type FieldValues, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type * as z from 'zod/mini';
import { useServerErrors } from '../../../ui/form/useServerErrors.ts';
import { showToast } from '../../../ui/toast/toast-store.ts';
import { useSaveHomepage, type HomepagePage, type SaveBody } from '../api/save-homepage.ts';
import '../texts.ts';

interface Options<P extends HomepagePage, V extends FieldValues> {
  page: P;
  /** Reads the form's values into the call's body, with the same sentences the server uses. */
  schema: z.ZodMiniType<SaveBody<P>, V>;
  /** The values the form starts from (what is saved, or the blank form before a url is claimed). */
  initial: V;
  valuesOf: (saved: MyHomepage) => V;
  /** Fields the server may name in its errors. */
  fields: readonly Path<V>[];
}

/**
 * One homepage settings page's form: values from the saved homepage, Save and Cancel only once they differ, the
 * server's field errors under their fields, a toast when saved and the saved values as the new starting point.
 */
export function useHomepageForm<P extends HomepagePage, V extends FieldValues>({
  page,
  schema,
  initial,
  valuesOf,
  fields,
}: Options<P, V>) {
  const { t } = useTranslation();
  const save = useSaveHomepage(page);
  const form = useForm<V, unknown, SaveBody<P>>({
    resolver: zodResolver(schema),
    defaultValues: initial as DefaultValues<V>,
  });
  const { formError, clearFormError, onError } = useServerErrors(form.setError, fields);
  const submit = form.handleSubmit((body) => {
    clearFormError();
    save.mutate(body, {
      onSuccess: (saved) => {
        form.reset(valuesOf(saved));
        showToast(t('storefront.saved'), 'success');
      },
      onError,
    });
  });
  const cancel = () => {
    clearFormError();
    form.reset();
  };
  // What SettingsForm takes, so each page spreads it.
  const formProps = { onSubmit: submit, onCancel: cancel, formError, saving: save.isPending, changed: form.formState.isDirty };
  return { form, formProps };
}
