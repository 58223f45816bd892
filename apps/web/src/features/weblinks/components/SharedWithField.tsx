import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { SocialPerson } from '@parley/contracts';
import { Controller, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { fieldMessage } from '../../../ui/form/field-message.ts';
import type { WeblinkFields } from '@parley/contracts';
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
  const byId = new Map(people.map((p) => [p.id, p]));
  if (!loading && people.length === 0) return <Typography color="text.secondary">{t('weblinks.form.noFollowees')}</Typography>;
  return (
    <Controller
      control={control}
      name="shared_with"
      render={({ field, fieldState }) => (
        <Autocomplete
          multiple
          loading={loading}
          options={people}
          getOptionLabel={nameOf}
          getOptionKey={(p) => p.id}
          isOptionEqualToValue={(a, b) => a.id === b.id}
          value={(field.value ?? []).flatMap((id) => byId.get(id) ?? [])}
          onChange={(_, value) => field.onChange(value.map((p) => p.id))}
          renderInput={(params) => (
            <TextField
              {...params}
              label={t('weblinks.form.sharedWith')}
              error={Boolean(fieldState.error)}
              helperText={fieldMessage(fieldState.error, t('weblinks.form.sharedWithHelp'))}
            />
          )}
        />
      )}
    />
  );
}
