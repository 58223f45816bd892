import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { sandboxPayoutDetailsSchema, type SandboxPayoutDetails, type SandboxPayoutDetailsInput } from '@parley/contracts';
import { ErrorAlert } from '../../../ui/ErrorAlert.tsx';
import { FormTextField } from '../../../ui/form/FormTextField.tsx';
import { useServerErrors } from '../../../ui/form/useServerErrors.ts';
import { useCompleteOnboarding } from '../api/sandbox-complete-onboarding.ts';
import '../texts.ts';

const FIELDS = ['fullName', 'address', 'phone_number'] as const;
const EMPTY: SandboxPayoutDetailsInput = { fullName: '', address: '', phone_number: '' };

/**
 * The sandbox's payout-details form, as Stripe's Express onboarding asks them (billing forms: fullName, address,
 * phone_number, all required); what the teacher gave before fills it in again.
 */
export function PayoutForm({
  linkId,
  saved,
  submitLabel,
}: {
  linkId: string;
  saved: SandboxPayoutDetails | null;
  submitLabel: string;
}) {
  const { t } = useTranslation();
  const complete = useCompleteOnboarding(linkId);
  const { control, handleSubmit, setError } = useForm<SandboxPayoutDetailsInput>({
    resolver: zodResolver(sandboxPayoutDetailsSchema),
    defaultValues: saved ?? EMPTY,
  });
  const { formError, clearFormError, onError } = useServerErrors(setError, FIELDS);
  const submit = handleSubmit((details) => {
    clearFormError();
    complete.mutate(details, { onError });
  });
  return (
    <Stack component="form" noValidate onSubmit={submit} spacing={2} aria-label={t('billing.sandbox.payoutForm')}>
      <ErrorAlert error={formError} />
      <FormTextField control={control} name="fullName" label={t('billing.sandbox.fullName')} autoComplete="name" required />
      <FormTextField
        control={control}
        name="address"
        label={t('billing.sandbox.address')}
        autoComplete="street-address"
        multiline
        minRows={2}
        required
      />
      <FormTextField
        control={control}
        name="phone_number"
        label={t('billing.sandbox.phone')}
        autoComplete="tel"
        inputMode="tel"
        type="tel"
        required
      />
      <Button type="submit" variant="contained" size="large" loading={complete.isPending || complete.isSuccess}>
        {submitLabel}
      </Button>
    </Stack>
  );
}
