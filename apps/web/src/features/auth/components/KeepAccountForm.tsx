import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { changeGuestBodySchema } from '@parley/contracts';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../../ui/ErrorAlert.tsx';
import { FormTextField } from '../../../ui/form/FormTextField.tsx';
import { useServerErrors } from '../../../ui/form/useServerErrors.ts';
import { useChangeGuestToUser } from '../api/change-guest-to-user.ts';
import '../texts.ts';

/** Turns the guest into a normal, unverified account; the guard then asks for the mailed code. */
export function KeepAccountForm() {
  const { t } = useTranslation();
  const keep = useChangeGuestToUser();
  const { control, handleSubmit, setError } = useForm({
    resolver: zodResolver(changeGuestBodySchema),
    defaultValues: { username: '', email: '', password: '' },
  });
  const { formError, clearFormError, onError } = useServerErrors(setError, ['username', 'email', 'password']);
  const submit = handleSubmit((values) => {
    clearFormError();
    keep.mutate(values, { onError });
  });
  return (
    <Stack component="form" noValidate onSubmit={submit} spacing={2}>
      <ErrorAlert error={formError} />
      <FormTextField control={control} name="username" label={t('fields.username')} autoComplete="username" required />
      <FormTextField control={control} name="email" label={t('fields.email')} type="email" autoComplete="email" required />
      <FormTextField
        control={control}
        name="password"
        label={t('fields.password')}
        type="password"
        autoComplete="new-password"
        required
      />
      <Button type="submit" variant="contained" size="large" loading={keep.isPending}>
        {t('trial.keep')}
      </Button>
    </Stack>
  );
}
