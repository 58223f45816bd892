import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { emailPreferencesSchema, type EmailPreferences } from '@parley/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { showToast } from '../../../ui/toast/toast-store.ts';
import { useServerErrors } from '../../../ui/form/useServerErrors.ts';
import { useSaveModule } from '../api/save-module.ts';
import { SettingsForm } from '../../../ui/form/SettingsForm.tsx';
import '../texts.ts';

const KEYS = Object.keys(emailPreferencesSchema.shape) as (keyof EmailPreferences)[];

/** Which emails Parley may send, saved as the EmailPreferenceModule. */
export function EmailPreferencesForm({ saved }: { saved: EmailPreferences }) {
  const { t } = useTranslation();
  const save = useSaveModule();
  const { control, handleSubmit, reset, setError, formState } = useForm({
    resolver: zodResolver(emailPreferencesSchema),
    defaultValues: saved,
  });
  const { formError, clearFormError, onError } = useServerErrors(setError, []);

  const submit = handleSubmit((values) => {
    clearFormError();
    save.mutate(
      { id: 'EmailPreferenceModule', data: values },
      {
        onSuccess: () => {
          reset(values);
          showToast(t('settings.saved'), 'success');
        },
        onError,
      },
    );
  });

  return (
    <SettingsForm
      label={t('settings.notifications.formLabel')}
      onSubmit={submit}
      onCancel={() => {
        clearFormError();
        reset();
      }}
      formError={formError}
      changed={formState.isDirty}
      saving={save.isPending}
    >
      <div>
        <Typography variant="h2">{t('settings.notifications.email')}</Typography>
        <Typography color="text.secondary" sx={{ mt: 1 }}>
          {t('settings.notifications.emailHelp')}
        </Typography>
      </div>
      <FormGroup>
        {KEYS.map((key) => (
          <Controller
            key={key}
            control={control}
            name={key}
            render={({ field }) => (
              <FormControlLabel
                control={
                  <Switch checked={field.value} onChange={(event) => field.onChange(event.target.checked)} name={field.name} />
                }
                label={t(`settings.notifications.options.${key}`)}
              />
            )}
          />
        ))}
      </FormGroup>
    </SettingsForm>
  );
}
