import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { sandboxCardSchema, type SandboxCardInput } from '@parley/contracts';
import { ErrorAlert } from '../../../ui/ErrorAlert.tsx';
import { FormTextField } from '../../../ui/form/FormTextField.tsx';
import { useServerErrors } from '../../../ui/form/useServerErrors.ts';
import { useSandboxPay } from '../api/sandbox-pay.ts';
import '../texts.ts';

const FIELDS = ['number', 'expiry', 'cvc', 'name'] as const;

/** The sandbox's card form (billing forms: full name required); a declined card is told above the form. */
export function CardForm({ sessionId, submitLabel }: { sessionId: string; submitLabel: string }) {
  const { t } = useTranslation();
  const pay = useSandboxPay(sessionId);
  const { control, handleSubmit, setError } = useForm<SandboxCardInput>({
    resolver: zodResolver(sandboxCardSchema),
    defaultValues: { number: '', expiry: '', cvc: '', name: '' },
  });
  const { formError, clearFormError, onError } = useServerErrors(setError, FIELDS);
  const submit = handleSubmit((card) => {
    clearFormError();
    pay.mutate(card, { onError });
  });
  return (
    <Stack component="form" noValidate onSubmit={submit} spacing={2} aria-label={t('billing.sandbox.checkoutTitle')}>
      <ErrorAlert error={formError} />
      <FormTextField
        control={control}
        name="number"
        label={t('billing.sandbox.number')}
        autoComplete="cc-number"
        inputMode="numeric"
        required
      />
      <Stack direction="row" spacing={2}>
        <FormTextField control={control} name="expiry" label={t('billing.sandbox.expiry')} autoComplete="cc-exp" required />
        <FormTextField
          control={control}
          name="cvc"
          label={t('billing.sandbox.cvc')}
          autoComplete="cc-csc"
          inputMode="numeric"
          required
        />
      </Stack>
      <FormTextField control={control} name="name" label={t('billing.sandbox.name')} autoComplete="cc-name" required />
      <Button type="submit" variant="contained" size="large" loading={pay.isPending || pay.isSuccess}>
        {submitLabel}
      </Button>
    </Stack>
  );
}
