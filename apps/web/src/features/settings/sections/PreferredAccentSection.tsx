import { zodResolver } from '@hookform/resolvers/zod';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import MenuItem from '@mui/material/MenuItem';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import { DEFAULT_ACCENT, MODULE_DATA_SCHEMAS, VOICE_GENDERS, type ModuleData, type User } from '@parley/contracts';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../../ui/ErrorAlert.tsx';
import { FormSelectField } from '../../../ui/form/FormSelectField.tsx';
import { useServerErrors } from '../../../ui/form/useServerErrors.ts';
import { FlagImage } from '../../../ui/LanguageFlag.tsx';
import { PageSkeleton } from '../../../ui/PageSkeleton.tsx';
import { showToast } from '../../../ui/toast/toast-store.ts';
import { useLanguagesModule } from '../api/languages-module.ts';
import { useSaveModule } from '../api/save-module.ts';
import { SectionHeader } from '../../../ui/SectionHeader.tsx';
import { SettingsForm } from '../../../ui/form/SettingsForm.tsx';
import '../texts.ts';

type AccentValues = ModuleData<'PreferredAccentModule'>;
const schema = MODULE_DATA_SCHEMAS.PreferredAccentModule;

/** The user carries the last saved choice; before any, the spec's text-to-speech default (en-GB, male). */
const valuesOf = (user: User): AccentValues => ({
  preferred_accent: (user.accent ?? DEFAULT_ACCENT) as AccentValues['preferred_accent'],
  preferred_voice_type: (user.voice_gender ?? 'MALE') as AccentValues['preferred_voice_type'],
});

/** /profile/preferred-accent (students): "Accent settings", saved as the PreferredAccentModule. */
export function PreferredAccentSection({ user }: { user: User }) {
  const { t } = useTranslation();
  const languages = useLanguagesModule(user.id);
  return (
    <>
      <SectionHeader title={t('settings.accent.title')} help={t('settings.accent.help')} />
      {languages.isPending ? (
        <PageSkeleton />
      ) : languages.data ? (
        <AccentForm user={user} accents={languages.data.accents} />
      ) : (
        <ErrorAlert error={languages.error} />
      )}
    </>
  );
}

function AccentForm({ user, accents }: { user: User; accents: { code: string; name: string; flag_image: string }[] }) {
  const { t } = useTranslation();
  const save = useSaveModule();
  const { control, handleSubmit, reset, setError, formState } = useForm({
    resolver: zodResolver(schema),
    defaultValues: valuesOf(user),
  });
  const { formError, clearFormError, onError } = useServerErrors(setError, []);

  const submit = handleSubmit((values) => {
    clearFormError();
    save.mutate(
      { id: 'PreferredAccentModule', data: values },
      {
        onSuccess: ({ user: saved }) => {
          reset(valuesOf(saved));
          showToast(t('settings.saved'), 'success');
        },
        onError,
      },
    );
  });

  return (
    <SettingsForm
      label={t('settings.accent.formLabel')}
      onSubmit={submit}
      onCancel={() => {
        clearFormError();
        reset();
      }}
      formError={formError}
      changed={formState.isDirty}
      saving={save.isPending}
      saveLabel={t('settings.accent.save')}
    >
      <FormSelectField control={control} name="preferred_accent" label={t('settings.accent.accent')}>
        {accents.map((accent) => (
          <MenuItem key={accent.code} value={accent.code}>
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
              <FlagImage src={accent.flag_image} size={15} />
              <span>{accent.name}</span>
            </Stack>
          </MenuItem>
        ))}
      </FormSelectField>
      <Controller
        control={control}
        name="preferred_voice_type"
        render={({ field }) => (
          <FormControl>
            <FormLabel id="settings-voice">{t('settings.accent.voice')}</FormLabel>
            <RadioGroup row aria-labelledby="settings-voice" name={field.name} value={field.value} onChange={field.onChange}>
              {VOICE_GENDERS.map((gender) => (
                <FormControlLabel key={gender} value={gender} control={<Radio />} label={t(`settings.accent.${gender}`)} />
              ))}
            </RadioGroup>
          </FormControl>
        )}
      />
    </SettingsForm>
  );
}
