import Typography from '@mui/material/Typography';
import type { SocialPerson, WeblinkFields } from '@parley/contracts';
import type { Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { IdsField } from './IdsField.tsx';
import type { WeblinkFormValues } from './WeblinkDialog.tsx';
import '../texts.ts';

const nameOf = (p: SocialPerson) => p.display_name || p.full_name || p.username;

/** The people the user follows, picked by name; the server refuses anyone else (ADR 0061). */
export function SharedWithField({
  control,
  people,
  loading,
}: {
  control: Control<WeblinkFormValues, unknown, WeblinkFields>;
  people: SocialPerson[];
  loading: boolean;
}) {
  const { t } = useTranslation();
  if (!loading && people.length === 0) return <Typography color="text.secondary">{t('weblinks.form.noFollowees')}</Typography>;
  return (
    <IdsField
      control={control}
      name="shared_with"
      options={people}
      loading={loading}
      optionLabel={nameOf}
      label={t('weblinks.form.sharedWith')}
      help={t('weblinks.form.sharedWithHelp')}
    />
  );
}
