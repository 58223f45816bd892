import { EVENT_TAG_MAX } from '@parley/contracts';
import { Controller, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { contractText } from '../../../lib/i18n/contract-text.ts';
import { FreeTagsInput } from '../../../ui/form/FreeTagsInput.tsx';
import type { EventFormInput } from '../lib/event-form.ts';
import '../texts.ts';

/** Free tags, typed and entered one by one; blanks are dropped and each is cut at EVENT_TAG_MAX. */
export function TagsField({ control }: { control: Control<EventFormInput> }) {
  const { t } = useTranslation();
  return (
    <Controller
      control={control}
      name="tags"
      render={({ field, fieldState }) => (
        <FreeTagsInput
          label={t('events.form.tags')}
          value={field.value}
          onChange={field.onChange}
          maxLength={EVENT_TAG_MAX}
          error={Boolean(fieldState.error)}
          helperText={fieldState.error ? contractText(fieldState.error.message ?? '') : t('events.form.tagsHelp')}
        />
      )}
    />
  );
}
