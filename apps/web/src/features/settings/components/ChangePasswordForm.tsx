import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { AUTH_TEXTS, newPasswordSchema } from '@parley/contracts';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import * as z from 'zod/mini';
import { contractText } from '../../../lib/i18n/contract-text.ts';
import { ErrorAlert } from '../../../ui/ErrorAlert.tsx';
import { FormTextField } from '../../../ui/form/FormTextField.tsx';
import { useServerErrors } from '../../../ui/form/useServerErrors.ts';
import { showToast } from '../../../ui/toast/toast-store.ts';
import { useChangePassword } from '../api/change-password.ts';
import '../texts.ts';

const schema = z
  .object({ current_password: z.string(), new_password: newPasswordSchema, confirm: z.string() })
  .check(
    z.refine((values) => values.new_password === values.confirm, { message: AUTH_TEXTS.passwordsMustMatch, path: ['confirm'] }),
  );

const EMPTY = { current_password: '', new_password: '', confirm: '' };

/** The password, changed while signed in: the current one, the new one twice (spec §5: "Passwords must match"). */
export function ChangePasswordForm() {
  const { t } = useTranslation();
  const change = useChangePassword();
  const { control, handleSubmit, setError, reset } = useForm({ resolver: zodResolver(schema), defaultValues: EMPTY });
  const { formError, clearFormError, onError } = useServerErrors(setError, ['current_password', 'new_password']);
  const submit = handleSubmit(({ current_password, new_password }) => {
    clearFormError();
    change.mutate(
      { ...(current_password ? { current_password } : {}), new_password },
      {
        onSuccess: ({ message }) => {
          reset(EMPTY);
          showToast(contractText(message), 'success');
        },
        onError,
      },
    );
  });
  return (
    <Stack component="form" noValidate onSubmit={submit} spacing={2} aria-labelledby="password-title">
      <div>
        <Typography variant="h2" id="password-title">
          {t('passwordChange.title')}
        </Typography>
        <Typography color="text.secondary" sx={{ mt: 1 }}>
          {t('passwordChange.help')}
        </Typography>
      </div>
      <ErrorAlert error={formError} />
      <FormTextField
        control={control}
        name="current_password"
        label={t('passwordChange.current')}
        helperText={t('passwordChange.currentHelp')}
        type="password"
        autoComplete="current-password"
      />
      <FormTextField
        control={control}
        name="new_password"
        label={t('fields.newPassword')}
        type="password"
        autoComplete="new-password"
        required
      />
      <FormTextField
        control={control}
        name="confirm"
        label={t('fields.confirmPassword')}
        type="password"
        autoComplete="new-password"
        required
      />
      <Button type="submit" variant="contained" loading={change.isPending} sx={{ alignSelf: 'flex-start' }}>
        {t('passwordChange.submit')}
      </Button>
    </Stack>
  );
}
