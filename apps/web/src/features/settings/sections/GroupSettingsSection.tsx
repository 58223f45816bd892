import { zodResolver } from '@hookform/resolvers/zod';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormLabel from '@mui/material/FormLabel';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import {
  EVENT_LEVELS,
  GROUP_LEVEL_MAX,
  GROUP_LEVEL_MIN,
  groupSettingsSchema,
  TOPICS,
  type GroupSettings,
  type User,
} from '@parley/contracts';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { contractText } from '../../../lib/i18n/contract-text.ts';
import { useUpdateProfile } from '../../../lib/session/update-profile.ts';
import { FormTextField } from '../../../ui/form/FormTextField.tsx';
import { useServerErrors } from '../../../ui/form/useServerErrors.ts';
import { showToast } from '../../../ui/toast/toast-store.ts';
import { SectionHeader } from '../../../ui/SectionHeader.tsx';
import { SettingsForm } from '../../../ui/form/SettingsForm.tsx';

/** Someone who has not chosen yet wants every level and any topic. */
const valuesOf = (user: User): GroupSettings =>
  user.group_settings ?? { min_level: GROUP_LEVEL_MIN, max_level: GROUP_LEVEL_MAX, topics: [] };

const LEVELS = EVENT_LEVELS.slice(GROUP_LEVEL_MIN, GROUP_LEVEL_MAX + 1);

/** /profile/group-settings (students): the level range and topics they want in events. */
export function GroupSettingsSection({ user }: { user: User }) {
  const { t } = useTranslation();
  const update = useUpdateProfile();
  const { control, handleSubmit, reset, setError, formState } = useForm({
    resolver: zodResolver(groupSettingsSchema),
    defaultValues: valuesOf(user),
  });
  const { formError, clearFormError, onError } = useServerErrors(setError, []);

  const submit = handleSubmit((values) => {
    clearFormError();
    update.mutate(
      { group_settings: values },
      {
        onSuccess: ({ user: saved, message }) => {
          reset(valuesOf(saved));
          showToast(contractText(message), 'success');
        },
        onError,
      },
    );
  });

  const levelField = (name: 'min_level' | 'max_level', label: string) => (
    <FormTextField control={control} name={name} label={label} select>
      {LEVELS.map((level, value) => (
        <MenuItem key={level} value={value}>
          {level}
        </MenuItem>
      ))}
    </FormTextField>
  );

  return (
    <>
      <SectionHeader title={t('settings.group.title')} help={t('settings.group.help')} />
      <SettingsForm
        label={t('settings.group.formLabel')}
        onSubmit={submit}
        onCancel={() => {
          clearFormError();
          reset();
        }}
        formError={formError}
        changed={formState.isDirty}
        saving={update.isPending}
      >
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          {levelField('min_level', t('settings.group.minLevel'))}
          {levelField('max_level', t('settings.group.maxLevel'))}
        </Stack>
        <Controller
          control={control}
          name="topics"
          render={({ field }) => (
            <FormControl component="fieldset">
              <FormLabel component="legend">{t('settings.group.topics')}</FormLabel>
              <FormGroup row>
                {TOPICS.map((topic) => (
                  <FormControlLabel
                    key={topic}
                    sx={{ width: { xs: '50%', sm: '33%' }, mr: 0 }}
                    label={t(`settings.group.topicNames.${topic}`)}
                    control={
                      <Checkbox
                        checked={field.value.includes(topic)}
                        onChange={(event) =>
                          field.onChange(
                            // Kept in the list's order, so ticking and unticking leaves the form as it was.
                            TOPICS.filter((each) => (each === topic ? event.target.checked : field.value.includes(each))),
                          )
                        }
                      />
                    }
                  />
                ))}
              </FormGroup>
            </FormControl>
          )}
        />
      </SettingsForm>
    </>
  );
}
