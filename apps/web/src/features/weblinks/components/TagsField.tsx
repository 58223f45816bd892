import { WEBLINK_TAG_MAX } from '@parley/contracts';
import { Controller, type Control, type FieldError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { fieldMessage } from '../../../ui/form/field-message.ts';
import { FreeTagsInput } from '../../../ui/form/FreeTagsInput.tsx';
import type { WeblinkFields } from '@parley/contracts';
import type { WeblinkFormValues } from './WeblinkDialog.tsx';
import '../texts.ts';

/** Tags typed one by one and shown as chips; blanks are dropped, each is cut at WEBLINK_TAG_MAX as typed. */
export function TagsField({ control }: { control: Control<WeblinkFormValues, unknown, WeblinkFields> }) {
  const { t } = useTranslation();
  return (
    <Controller
      control={control}
      name="tags"
      render={({ field, fieldState }) => {
        // An error about one tag (tags.0) arrives as a list of errors; the first one is shown under the field.
        const nested = fieldState.error as unknown as (FieldError | undefined)[] | FieldError | undefined;
        const error = Array.isArray(nested) ? nested.find(Boolean) : nested;
        return (
          <FreeTagsInput
            autoSelect
            label={t('weblinks.form.tags')}
            value={field.value}
            onChange={field.onChange}
            maxLength={WEBLINK_TAG_MAX}
            error={Boolean(error)}
            helperText={fieldMessage(error, t('weblinks.form.tagsHelp'))}
          />
        );
      }}
    />
  );
}
