import { zodResolver } from '@hookform/resolvers/zod';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import {
  EVENT_LEVELS,
  GROUP_LEVEL_MAX,
  GROUP_LEVEL_MIN,
  groupSettingsSchema,
  type GroupSettings,
  type User,
} from '@parley/contracts';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { contractText } from '../../../lib/i18n/contract-text.ts';
import { useUpdateProfile } from '../../../entities/user/api/update-profile.ts';
import { FormSelectField } from '../../../ui/form/FormSelectField.tsx';
import { useServerErrors } from '../../../ui/form/useServerErrors.ts';
import { showToast } from '../../../ui/toast/toast-store.ts';
import { SectionHeader } from '../../../ui/SectionHeader.tsx';
import { SettingsForm } from '../../../ui/form/SettingsForm.tsx';
import { TopicsField } from '../components/TopicsField.tsx';
import '../texts.ts';

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
    <FormSelectField control={control} name={name} label={label}>
      {LEVELS.map((level, value) => (
        <MenuItem key={level} value={value}>
          {level}
        </MenuItem>
      ))}
    </FormSelectField>
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
        <TopicsField control={control} />
      </SettingsForm>
    </>
  );
}
