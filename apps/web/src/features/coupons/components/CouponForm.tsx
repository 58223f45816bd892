import { useTranslation } from 'react-i18next';
import { CreateFormCard } from '../../../ui/form/CreateFormCard.tsx';
import { FormTextField } from '../../../ui/form/FormTextField.tsx';
import { useCreateForm } from '../../../ui/form/useCreateForm.ts';
import { couponKeys } from '../api/coupons.ts';
import { createCoupon } from '../api/create-coupon.ts';
import { COUPON_FORM_FIELDS, couponBody, EMPTY_COUPON, type CouponFormValues } from '../lib/coupon-form.ts';
import { DiscountFields } from './DiscountFields.tsx';
import '../texts.ts';

/** A new coupon: its code, a percent or an amount off, for how long, and optional limits (ADR 0071). */
export function CouponForm() {
  const { t } = useTranslation();
  const { form, formError, busy, submit } = useCreateForm({
    empty: EMPTY_COUPON,
    fields: COUPON_FORM_FIELDS,
    create: createCoupon,
    refresh: couponKeys.all,
    created: (coupon) => t('coupons.form.created', { code: coupon.code }),
  });
  const { control } = form;
  // The contract's own texts for what it refuses; dollars that are not an amount are ours.
  const toBody = (values: CouponFormValues) => {
    const result = couponBody(values, t('coupons.form.amountInvalid'));
    if ('body' in result) return result.body;
    for (const [field, message] of Object.entries(result.errors)) form.setError(field as keyof CouponFormValues, { message });
    return null;
  };
  return (
    <CreateFormCard
      title={t('coupons.form.title')}
      submitLabel={t('coupons.form.create')}
      busy={busy}
      formError={formError}
      onSubmit={submit(toBody)}
    >
      <FormTextField
        control={control}
        name="code"
        label={t('coupons.form.code')}
        helperText={t('coupons.form.codeHelp')}
        required
      />
      <DiscountFields control={control} />
      <FormTextField control={control} name="max_redemptions" label={t('coupons.form.maxRedemptions')} inputMode="numeric" />
      <FormTextField control={control} name="expires_at" label={t('coupons.form.expires')} type="date" shrinkLabel />
    </CreateFormCard>
  );
}
