import type { WeblinkFields } from '@parley/contracts';
import type { Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useUser } from '../../../lib/session/session.ts';
import { useOwnClassrooms } from '../api/own-classrooms.ts';
import { IdsField } from './IdsField.tsx';
import type { WeblinkFormValues } from './WeblinkDialog.tsx';
import '../texts.ts';

/** For teachers: their own classrooms, picked by name; the classrooms' students see the link (ADR 0065). */
export function ClassroomsField({ control }: { control: Control<WeblinkFormValues, unknown, WeblinkFields> }) {
  const { t } = useTranslation();
  const teacher = useUser()?.status === 'TEACHER';
  const classrooms = useOwnClassrooms(teacher);
  if (!teacher) return null;
  return (
    <IdsField
      control={control}
      name="shared_with_classrooms"
      options={classrooms.data ?? []}
      loading={classrooms.isPending}
      optionLabel={(c) => c.name}
      label={t('weblinks.form.sharedWithClassrooms')}
      help={t('weblinks.form.sharedWithClassroomsHelp')}
    />
  );
}
