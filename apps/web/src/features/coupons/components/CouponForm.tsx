import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../../ui/ErrorAlert.tsx';
import { FormTextField } from '../../../ui/form/FormTextField.tsx';
import { useServerErrors } from '../../../ui/form/useServerErrors.ts';
import { showToast } from '../../../ui/toast/toast-store.ts';
import { couponKeys } from '../api/coupons.ts';
import { createCoupon } from '../api/create-coupon.ts';
import { COUPON_FORM_FIELDS, couponBody, EMPTY_COUPON, type CouponFormValues } from '../lib/coupon-form.ts';
import { DiscountFields } from './DiscountFields.tsx';
import '../texts.ts';

/** A new coupon: its code, a percent or an amount off, for how long, and optional limits (ADR 0071). */
export function CouponForm() {
  const { t } = useTranslation();
  const titleId = useId();
  const queryClient = useQueryClient();
  const { control, handleSubmit, setError, reset } = useForm<CouponFormValues>({ defaultValues: EMPTY_COUPON });
  const { formError, clearFormError, onError } = useServerErrors(setError, COUPON_FORM_FIELDS);
  const create = useMutation({
    mutationFn: createCoupon,
    onSuccess: (coupon) => {
      void queryClient.invalidateQueries({ queryKey: couponKeys.all });
      showToast(t('coupons.form.created', { code: coupon.code }), 'success');
      reset(EMPTY_COUPON);
    },
    onError,
  });
  const submit = handleSubmit((values) => {
    clearFormError();
    const result = couponBody(values, t('coupons.form.amountInvalid'));
    if ('errors' in result) {
      for (const [field, message] of Object.entries(result.errors)) setError(field as keyof CouponFormValues, { message });
    } else create.mutate(result.body);
  });
  return (
    <Card variant="outlined" component="section" aria-labelledby={titleId}>
      <CardContent>
        <Typography id={titleId} variant="h2" sx={{ fontSize: '1.25rem', mb: 2 }}>
          {t('coupons.form.title')}
        </Typography>
        <form noValidate onSubmit={submit} aria-labelledby={titleId}>
          <Stack spacing={2}>
            <ErrorAlert error={formError} />
            <FormTextField
              control={control}
              name="code"
              label={t('coupons.form.code')}
              helperText={t('coupons.form.codeHelp')}
              required
            />
            <DiscountFields control={control} />
            <FormTextField
              control={control}
              name="max_redemptions"
              label={t('coupons.form.maxRedemptions')}
              inputMode="numeric"
            />
            <FormTextField control={control} name="expires_at" label={t('coupons.form.expires')} type="date" shrinkLabel />
            <div>
              <Button type="submit" variant="contained" loading={create.isPending}>
                {t('coupons.form.create')}
              </Button>
            </div>
          </Stack>
        </form>
      </CardContent>
    </Card>
  );
}
