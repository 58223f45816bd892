import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import Rating from '@mui/material/Rating';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LESSON_TEXTS } from '@parley/contracts';
import { useId } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { contractText } from '../../../lib/i18n/contract-text.ts';
import { ErrorAlert } from '../../../ui/ErrorAlert.tsx';
import { FormTextField } from '../../../ui/form/FormTextField.tsx';
import { useServerErrors } from '../../../ui/form/useServerErrors.ts';
import { showToast } from '../../../ui/toast/toast-store.ts';
import { useRateLesson } from '../api/rate-lesson.ts';
import '../texts.ts';

interface Values {
  rating: number | null;
  comment: string;
}

/** 1 to 5 stars (a radio group) and an optional comment for a lesson that is over. */
export function RatingForm({ bookingId }: { bookingId: number }) {
  const { t } = useTranslation();
  const id = useId();
  const rate = useRateLesson(bookingId);
  const { control, handleSubmit, setError } = useForm<Values>({ defaultValues: { rating: null, comment: '' } });
  const { formError, clearFormError, onError } = useServerErrors(setError, ['rating', 'comment']);
  const submit = handleSubmit(({ rating, comment }) => {
    clearFormError();
    if (!rating) return setError('rating', { message: LESSON_TEXTS.ratingRange });
    rate.mutate(
      { rating, comment: comment.trim() || null },
      { onSuccess: () => showToast(t('lessons.rating.sent'), 'success'), onError },
    );
  });
  return (
    <Stack component="form" noValidate onSubmit={submit} spacing={2} aria-labelledby={`${id}-legend`} sx={{ pt: 1 }}>
      <ErrorAlert error={formError} />
      <Controller
        control={control}
        name="rating"
        render={({ field, fieldState }) => (
          <Stack component="fieldset" sx={{ border: 0, p: 0, m: 0 }} aria-describedby={`${id}-error`}>
            <Typography id={`${id}-legend`} component="legend" sx={{ mb: 0.5 }}>
              {t('lessons.rating.legend')}
            </Typography>
            <Rating name={`${id}-rating`} value={field.value} onChange={(_, value) => field.onChange(value)} size="large" />
            {fieldState.error?.message && (
              <FormHelperText id={`${id}-error`} error>
                {contractText(fieldState.error.message)}
              </FormHelperText>
            )}
          </Stack>
        )}
      />
      <FormTextField control={control} name="comment" label={t('lessons.rating.comment')} multiline minRows={2} />
      <Button type="submit" variant="contained" loading={rate.isPending} sx={{ alignSelf: 'flex-start' }}>
        {t('lessons.rating.send')}
      </Button>
    </Stack>
  );
}
