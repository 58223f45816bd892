import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { resetStep1BodySchema } from '@parley/contracts';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../../ui/ErrorAlert.tsx';
import { FormTextField } from '../../../ui/form/FormTextField.tsx';
import { useServerErrors } from '../../../ui/form/useServerErrors.ts';
import { useRequestPasswordReset } from '../api/reset-step1.ts';
import '../texts.ts';

/** Step 1: the server answers the same whether or not the account exists, and mails a code if it does. */
export function ResetRequestForm({ email, onSent }: { email: string; onSent: (email: string, message: string) => void }) {
  const { t } = useTranslation();
  const request = useRequestPasswordReset();
  const { control, handleSubmit, setError } = useForm({ resolver: zodResolver(resetStep1BodySchema), defaultValues: { email } });
  const { formError, clearFormError, onError } = useServerErrors(setError, ['email']);
  const submit = handleSubmit((values) => {
    clearFormError();
    request.mutate(values.email, { onSuccess: ({ message }) => onSent(values.email, message), onError });
  });
  return (
    <Stack component="form" noValidate onSubmit={submit} spacing={2}>
      <Typography>{t('forgot.intro')}</Typography>
      <ErrorAlert error={formError} />
      <FormTextField control={control} name="email" label={t('fields.email')} type="email" autoComplete="email" required />
      <Button type="submit" variant="contained" size="large" loading={request.isPending}>
        {t('forgot.send')}
      </Button>
    </Stack>
  );
}
