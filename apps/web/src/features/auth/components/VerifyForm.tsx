import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import { EMAIL_CODE_LENGTH, ROUTES, verifyEmailBodySchema } from '@parley/contracts';
import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { failureText } from '../../../lib/api/api-error.ts';
import { contractText } from '../../../lib/i18n/contract-text.ts';
import { getSession } from '../../../lib/session/session.ts';
import { CodeInput, type CodeInputHandle } from '../../../ui/CodeInput.tsx';
import { showToast } from '../../../ui/toast/toast-store.ts';
import { useVerifyEmail } from '../api/verify-email.ts';
import '../texts.ts';

/**
 * A signed-in user is moved on by the verify guard once verified; someone verifying from a mailed link
 * without a session is sent to log in.
 */
export function VerifyForm({ email }: { email: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const verify = useVerifyEmail();
  const codeInput = useRef<CodeInputHandle>(null);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = verifyEmailBodySchema.safeParse({ email, code });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? null);
    setError(null);
    // The promise, not mutate's callbacks: those are skipped when the guard moves a verified user on first.
    verify.mutateAsync(parsed.data).then(
      ({ message }) => {
        showToast(contractText(message), 'success');
        if (!getSession()) void navigate(ROUTES.login, { replace: true });
      },
      (err: unknown) => setError(failureText(err)),
    );
  };

  return (
    <Stack component="form" noValidate onSubmit={submit} spacing={2}>
      <CodeInput
        ref={codeInput}
        label={t('verify.code')}
        length={EMAIL_CODE_LENGTH}
        onChange={setCode}
        error={Boolean(error)}
        describedBy={error ? 'verify-code-error' : undefined}
      />
      {error && (
        <FormHelperText id="verify-code-error" error>
          {contractText(error)}
        </FormHelperText>
      )}
      <Stack direction="row" spacing={1}>
        <Button type="submit" variant="contained" size="large" loading={verify.isPending}>
          {t('verify.submit')}
        </Button>
        <Button onClick={() => codeInput.current?.reset()}>{t('verify.clear')}</Button>
      </Stack>
    </Stack>
  );
}
