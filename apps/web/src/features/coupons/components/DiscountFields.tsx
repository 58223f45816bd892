import { useWatch, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormTextField } from '../../../ui/form/FormTextField.tsx';
import type { CouponFormValues } from '../lib/coupon-form.ts';
import { ChoiceField } from './ChoiceField.tsx';
import '../texts.ts';

/** A percent or an amount off, and for how long: the first payment, some months, or every payment. */
export function DiscountFields({ control }: { control: Control<CouponFormValues> }) {
  const { t } = useTranslation();
  const [kind, duration] = useWatch({ control, name: ['kind', 'duration'] });
  return (
    <>
      <ChoiceField
        control={control}
        name="kind"
        label={t('coupons.form.kind')}
        options={[
          { value: 'percent', label: t('coupons.form.percent') },
          { value: 'amount', label: t('coupons.form.amount') },
        ]}
      />
      {kind === 'percent' ? (
        <FormTextField
          control={control}
          name="percent_off"
          label={t('coupons.form.percentField')}
          inputMode="numeric"
          startAdornment="%"
        />
      ) : (
        <FormTextField
          control={control}
          name="amount_off"
          label={t('coupons.form.amountField')}
          inputMode="decimal"
          startAdornment="$"
        />
      )}
      <ChoiceField
        control={control}
        name="duration"
        label={t('coupons.form.duration')}
        options={(['once', 'repeating', 'forever'] as const).map((d) => ({ value: d, label: t(`coupons.form.${d}`) }))}
      />
      {duration === 'repeating' && (
        <FormTextField control={control} name="duration_in_months" label={t('coupons.form.months')} inputMode="numeric" />
      )}
    </>
  );
}
