import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import type { Event } from '@parley/contracts';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../../ui/ErrorAlert.tsx';
import { useServerErrors } from '../../../ui/form/useServerErrors.ts';
import { showToast } from '../../../ui/toast/toast-store.ts';
import { useCreateEvent, useUpdateEvent } from '../api/event-writes.ts';
import { bodyOf, eventFormSchema, formValuesOf, inFormTerms, type EventFormInput } from '../lib/event-form.ts';
import { EventFormFields } from './EventFormFields.tsx';
import '../texts.ts';

const FIELDS = [
  'event_title',
  'event_description',
  'event_type',
  'event_language',
  'proficiency',
  'time',
  'end_time',
  'tags',
  'lesson_link',
  'max_number_users',
] as const satisfies readonly (keyof EventFormInput)[];

interface Props {
  /** The event to edit; null creates one. */
  event: Event | null;
  onClose: () => void;
  onSaved?: (event: Event) => void;
}

/**
 * Create or edit an event. Field errors, ours or the server's, go under their fields; anything else (a free
 * student's 403, which says why) shows above the form.
 */
export function EventFormDialog({ event, onClose, onSaved }: Props) {
  const { t } = useTranslation();
  const create = useCreateEvent();
  const update = useUpdateEvent(event?.event_id ?? '');
  const saving = event ? update : create;
  const { control, handleSubmit, setError, setValue, getFieldState } = useForm<
    EventFormInput,
    unknown,
    ReturnType<typeof eventFormSchema.parse>
  >({
    resolver: zodResolver(eventFormSchema),
    defaultValues: formValuesOf(event),
  });
  const { formError, clearFormError, onError } = useServerErrors(setError, FIELDS);
  const submit = handleSubmit((values) => {
    clearFormError();
    saving.mutate(bodyOf(values), {
      onError: (error) => onError(inFormTerms(error)),
      onSuccess: (saved) => {
        showToast(t(event ? 'events.form.saved' : 'events.form.created'), 'success');
        onSaved?.(saved);
        onClose();
      },
    });
  });
  const titleId = 'event-form-title';
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="md">
      <Stack component="form" noValidate onSubmit={submit}>
        <DialogTitle id={titleId}>{t(event ? 'events.form.editTitle' : 'events.form.createTitle')}</DialogTitle>
        <DialogContent>
          <Stack spacing={2}>
            <ErrorAlert error={formError} />
            <EventFormFields control={control} setValue={setValue} getFieldState={getFieldState} />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t('events.form.cancel')}</Button>
          <Button type="submit" variant="contained" loading={saving.isPending}>
            {t(event ? 'events.form.save' : 'events.form.create')}
          </Button>
        </DialogActions>
      </Stack>
    </Dialog>
  );
}
