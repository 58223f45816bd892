import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { loginBodySchema } from '@parley/contracts';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../../ui/ErrorAlert.tsx';
import { FormTextField } from '../../../ui/form/FormTextField.tsx';
import { useServerErrors } from '../../../ui/form/useServerErrors.ts';
import { useLogin } from '../api/login.ts';

/** On success the session is stored and the public-only guard sends the user on. */
export function LoginForm() {
  const { t } = useTranslation();
  const login = useLogin();
  const { control, handleSubmit, setError } = useForm({
    resolver: zodResolver(loginBodySchema),
    defaultValues: { email: '', password: '' },
  });
  const { formError, clearFormError, onError } = useServerErrors(setError, ['email', 'password']);
  const submit = handleSubmit((values) => {
    clearFormError();
    login.mutate(values, { onError });
  });
  return (
    <Stack component="form" noValidate onSubmit={submit} spacing={2}>
      <ErrorAlert error={formError} />
      <FormTextField control={control} name="email" label={t('fields.email')} type="email" autoComplete="email" required />
      <FormTextField
        control={control}
        name="password"
        label={t('fields.password')}
        type="password"
        autoComplete="current-password"
        required
      />
      <Button type="submit" variant="contained" size="large" loading={login.isPending}>
        {t('login.submit')}
      </Button>
    </Stack>
  );
}
