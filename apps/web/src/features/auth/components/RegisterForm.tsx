import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import {
  AFFILIATE_CODE_MAX,
  AFFILIATE_PARAM,
  BIO_MAX,
  INVITE_CODE_MAX,
  INVITE_PARAM,
  REGISTRATION_CODE_PARAM,
  registerEmailBodySchema,
} from '@parley/contracts';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { keptAffiliateCode } from '../../../lib/affiliate-link.ts';
import { keepSignUpCodes } from '../../../lib/browser-storage/sign-up-codes.ts';
import { ErrorAlert } from '../../../ui/ErrorAlert.tsx';
import { FormTextField } from '../../../ui/form/FormTextField.tsx';
import { useServerErrors } from '../../../ui/form/useServerErrors.ts';
import { useRegisterEmail } from '../api/register-email.ts';
import { GoogleSignInButton } from './GoogleSignInButton.tsx';
import { StatusChoice } from './StatusChoice.tsx';
import '../texts.ts';

const FIELDS = ['username', 'email', 'password', 'status', 'bio', 'full_name', 'registration_code'] as const;

/** On success the new, unverified account is signed in and the guard sends it to /verify. */
export function RegisterForm() {
  const { t } = useTranslation();
  const register = useRegisterEmail();
  // A friend's invitation link (/register?invite=…) says who brought this person (ADR 0069).
  const [search] = useSearchParams();
  const invite = search.get(INVITE_PARAM);
  // An organisation's join link sends people here with its code (ADR 0072).
  const registrationCode = search.get(REGISTRATION_CODE_PARAM) ?? '';
  const { control, getValues, handleSubmit, setError } = useForm({
    resolver: zodResolver(registerEmailBodySchema),
    defaultValues: { username: '', email: '', password: '', full_name: '', bio: '', registration_code: registrationCode },
  });
  const [status, bio] = useWatch({ control, name: ['status', 'bio'] });
  const { formError, clearFormError, onError } = useServerErrors(setError, FIELDS);
  const submit = handleSubmit((values) => {
    clearFormError();
    // An affiliate's link this browser came by, now or earlier within its window (ADR 0076).
    const affiliate = (search.get(AFFILIATE_PARAM) ?? keptAffiliateCode())?.slice(0, AFFILIATE_CODE_MAX);
    const body = invite ? { ...values, invite_code: invite.slice(0, INVITE_CODE_MAX) } : values;
    register.mutate(affiliate ? { ...body, affiliate_code: affiliate } : body, { onError });
  });
  return (
    <>
      <GoogleSignInButton
        isStudent={status !== 'TEACHER'}
        // Google's round trip leaves the page: the invitation and the code typed or linked wait for its return.
        onStart={() =>
          keepSignUpCodes({ invite_code: invite?.slice(0, INVITE_CODE_MAX), registration_code: getValues('registration_code') })
        }
      />
      <Stack component="form" noValidate onSubmit={submit} spacing={2}>
        <ErrorAlert error={formError} />
        <StatusChoice control={control} />
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
        <FormTextField control={control} name="full_name" label={t('fields.fullName')} autoComplete="name" />
        <FormTextField
          control={control}
          name="bio"
          label={t('fields.bio')}
          multiline
          minRows={2}
          helperText={t('fields.bioCount', { count: bio?.length ?? 0, max: BIO_MAX })}
        />
        <FormTextField
          control={control}
          name="registration_code"
          label={t('register.registrationCode')}
          helperText={t('register.registrationCodeHelp')}
          autoComplete="off"
        />
        <Button type="submit" variant="contained" size="large" loading={register.isPending}>
          {t('register.submit')}
        </Button>
      </Stack>
    </>
  );
}
