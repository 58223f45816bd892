import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import { AUTH_TEXTS, codeSchema, EMAIL_CODE_LENGTH, newPasswordSchema, ROUTES } from '@parley/contracts';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import * as z from 'zod/mini';
import { contractText } from '../../../lib/i18n/contract-text.ts';
import { CodeInput } from '../../../ui/CodeInput.tsx';
import { ErrorAlert } from '../../../ui/ErrorAlert.tsx';
import { FormTextField } from '../../../ui/form/FormTextField.tsx';
import { useServerErrors } from '../../../ui/form/useServerErrors.ts';
import { showToast } from '../../../ui/toast/toast-store.ts';
import { useResetPassword } from '../api/reset-step2.ts';
import '../texts.ts';

const schema = z
  .object({ code: codeSchema, password: newPasswordSchema, confirm: z.string() })
  .check(z.refine((values) => values.password === values.confirm, { message: AUTH_TEXTS.passwordsMustMatch, path: ['confirm'] }));

/** Step 2: the mailed code and the new password, typed twice. */
export function ResetPasswordForm({ email }: { email: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const reset = useResetPassword();
  const { control, handleSubmit, setError } = useForm({
    resolver: zodResolver(schema),
    defaultValues: { code: '', password: '', confirm: '' },
  });
  const { formError, clearFormError, onError } = useServerErrors(setError, ['code', 'password']);
  const submit = handleSubmit(({ code, password }) => {
    clearFormError();
    reset.mutate(
      { email, code, password },
      {
        onSuccess: ({ message }) => {
          showToast(contractText(message), 'success');
          void navigate(ROUTES.login, { replace: true });
        },
        onError,
      },
    );
  });
  return (
    <Stack component="form" noValidate onSubmit={submit} spacing={2}>
      <ErrorAlert error={formError} />
      <Controller
        control={control}
        name="code"
        render={({ field, fieldState }) => (
          <div>
            <CodeInput
              label={t('forgot.code')}
              length={EMAIL_CODE_LENGTH}
              onChange={field.onChange}
              error={Boolean(fieldState.error)}
              describedBy={fieldState.error ? 'reset-code-error' : undefined}
            />
            {fieldState.error?.message && (
              <FormHelperText id="reset-code-error" error>
                {contractText(fieldState.error.message)}
              </FormHelperText>
            )}
          </div>
        )}
      />
      <FormTextField
        control={control}
        name="password"
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
      <Button type="submit" variant="contained" size="large" loading={reset.isPending}>
        {t('forgot.submit')}
      </Button>
    </Stack>
  );
}
