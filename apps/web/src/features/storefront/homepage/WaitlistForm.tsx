import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { emailSchema, waitlistBodySchema, type User, type WaitlistBody } from '@parley/contracts';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import * as z from 'zod/mini';
import { contractText } from '../../../lib/i18n/contract-text.ts';
import { ErrorAlert } from '../../../ui/ErrorAlert.tsx';
import { FormTextField } from '../../../ui/form/FormTextField.tsx';
import { useServerErrors } from '../../../ui/form/useServerErrors.ts';
import { showToast } from '../../../ui/toast/toast-store.ts';
import { useJoinWaitlist } from '../api/join-waitlist.ts';
import '../texts.ts';

/** A message to start from (asking about an offer), set anew on each ask. */
type Prefill = { message: string } | null;

/** A guest gives an email to be reached at; a student is reached through their account. */
const guestSchema = z.extend(waitlistBodySchema, { email: emailSchema });

function JoinForm({ url, guest, prefill }: { url: string; guest: boolean; prefill: Prefill }) {
  const { t } = useTranslation();
  const join = useJoinWaitlist(url);
  const [answer, setAnswer] = useState<string | null>(null);
  const { control, handleSubmit, setError, setValue, setFocus } = useForm<WaitlistBody>({
    resolver: zodResolver(guest ? guestSchema : waitlistBodySchema),
    defaultValues: guest ? { email: '', name: '', message: '' } : { message: '' },
  });
  const { formError, clearFormError, onError } = useServerErrors(setError, ['email', 'name', 'message']);
  useEffect(() => {
    if (!prefill) return;
    if (prefill.message) setValue('message', prefill.message, { shouldDirty: true });
    setFocus('message');
  }, [prefill, setValue, setFocus]);

  const submit = handleSubmit((values) => {
    clearFormError();
    const body = guest ? values : { message: values.message };
    join.mutate(body, {
      onSuccess: ({ message }) => {
        setAnswer(contractText(message));
        showToast(contractText(message), 'success');
      },
      onError,
    });
  });

  if (answer) return <Alert severity="success">{answer}</Alert>;
  return (
    <Stack
      component="form"
      noValidate
      onSubmit={submit}
      spacing={2}
      aria-label={t('storefront.waitlist.formLabel')}
      sx={{ maxWidth: 560 }}
    >
      <ErrorAlert error={formError} />
      {guest && (
        <>
          <FormTextField control={control} name="email" label={t('fields.email')} type="email" autoComplete="email" required />
          <FormTextField control={control} name="name" label={t('storefront.waitlist.name')} autoComplete="name" />
        </>
      )}
      <FormTextField control={control} name="message" label={t('storefront.waitlist.message')} multiline minRows={2} />
      <Typography variant="body2" color="text.secondary">
        {t('storefront.waitlist.privacy')}
      </Typography>
      <Button type="submit" variant="contained" loading={join.isPending} sx={{ alignSelf: 'flex-start' }}>
        {t('storefront.waitlist.join')}
      </Button>
    </Stack>
  );
}

/**
 * Students and guests join the teacher's waitlist (the spec's "SOLD OUT!" and onboarding dialogs lead here); teachers
 * read why they cannot.
 */
export function WaitlistForm({
  url,
  ownerId,
  user,
  prefill,
}: {
  url: string;
  ownerId: number;
  user: User | null;
  prefill: Prefill;
}) {
  const { t } = useTranslation();
  if (user?.id === ownerId) return <Typography color="text.secondary">{t('storefront.waitlist.own')}</Typography>;
  if (user && user.status !== 'STUDENT')
    return <Typography color="text.secondary">{t('storefront.waitlist.teachers')}</Typography>;
  return <JoinForm url={url} guest={!user || user.is_guest} prefill={prefill} />;
}
