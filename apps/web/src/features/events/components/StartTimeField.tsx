import TextField from '@mui/material/TextField';
import { Controller, type Control, type UseFormGetFieldState, type UseFormSetValue } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { fieldMessage } from '../../../ui/form/field-message.ts';
import { defaultEndTime, type EventFormInput } from '../lib/event-form.ts';
import '../texts.ts';

interface Props {
  control: Control<EventFormInput>;
  setValue: UseFormSetValue<EventFormInput>;
  getFieldState: UseFormGetFieldState<EventFormInput>;
}

/** The event's start time; the end follows it (one hour later) until the host sets the end. */
export function StartTimeField({ control, setValue, getFieldState }: Props) {
  const { t } = useTranslation();
  return (
    <Controller
      control={control}
      name="time"
      render={({ field, fieldState }) => (
        <TextField
          fullWidth
          type="time"
          label={t('events.form.time')}
          name={field.name}
          value={field.value}
          inputRef={field.ref}
          onBlur={field.onBlur}
          onChange={(e) => {
            field.onChange(e);
            if (!getFieldState('end_time').isDirty) setValue('end_time', defaultEndTime(e.target.value));
          }}
          slotProps={{ inputLabel: { shrink: true }, htmlInput: { required: true } }}
          error={Boolean(fieldState.error)}
          helperText={fieldMessage(fieldState.error)}
        />
      )}
    />
  );
}
