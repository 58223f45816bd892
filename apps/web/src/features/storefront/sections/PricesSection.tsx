import {
  TEACHER_PLAN_ALLOWANCES,
  TEACHER_PLAN_TIERS,
  teacherPlanPrice,
  VISIBLE_PRICE_CODES,
  type MyHomepage,
} from '@parley/contracts';
import { Controller, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { contractText } from '../../../lib/i18n/contract-text.ts';
import { FormTextField } from '../../../ui/form/FormTextField.tsx';
import { SettingsForm } from '../../../ui/form/SettingsForm.tsx';
import { CheckboxGroupField } from '../components/CheckboxGroupField.tsx';
import { ConnectPrompt } from '../components/ConnectPrompt.tsx';
import { HomepageGate } from '../components/HomepageGate.tsx';
import { dollarsFieldSchema, formatCents } from '../lib/money.ts';
import { pricesFormSchema, pricesValuesOf } from '../lib/prices-form.ts';
import { useHomepageForm } from '../lib/use-homepage-form.ts';
import '../texts.ts';

const centsOr = (typed: string, fallback: number) => dollarsFieldSchema.safeParse(typed).data ?? fallback;

function PricesForm({ homepage }: { homepage: MyHomepage }) {
  const { t } = useTranslation();
  const { form, formProps } = useHomepageForm({
    page: 'prices',
    schema: pricesFormSchema,
    initial: pricesValuesOf(homepage),
    valuesOf: pricesValuesOf,
    fields: ['price', 'visible_prices', 'ai_price', 'expected_days'],
  });
  const [price, aiPrice] = useWatch({ control: form.control, name: ['price', 'ai_price'] });
  // The plans' prices follow what is typed, so the teacher sees Premium's price before saving; a field being retyped
  // shows the saved price meanwhile.
  const typed = { price: centsOr(price, homepage.price), ai_price: centsOr(aiPrice, homepage.ai_price) };
  return (
    <SettingsForm label={t('storefront.prices.formLabel')} {...formProps}>
      <FormTextField
        control={form.control}
        name="price"
        label={t('storefront.prices.price')}
        helperText={t('storefront.prices.priceHelp')}
        startAdornment="$"
        inputMode="decimal"
        required
      />
      <FormTextField
        control={form.control}
        name="ai_price"
        label={t('storefront.prices.aiPrice')}
        helperText={t('storefront.prices.aiPriceHelp')}
        startAdornment="$"
        inputMode="decimal"
        required
      />
      <FormTextField
        control={form.control}
        name="expected_days"
        label={t('storefront.prices.expectedDays')}
        helperText={t('storefront.prices.expectedDaysHelp')}
        inputMode="numeric"
        required
      />
      <Controller
        control={form.control}
        name="visible_prices"
        render={({ field, fieldState }) => (
          <CheckboxGroupField
            legend={t('storefront.prices.visible')}
            help={t('storefront.prices.visibleHelp')}
            error={fieldState.error?.message && contractText(fieldState.error.message)}
            value={field.value}
            onChange={field.onChange}
            options={TEACHER_PLAN_TIERS.map((tier) => ({
              value: VISIBLE_PRICE_CODES[tier],
              label: t(`storefront.prices.plan.${tier}`, {
                price: formatCents(teacherPlanPrice(typed, tier)),
                recordings: TEACHER_PLAN_ALLOWANCES[tier].teacherRecordingsPerMonth,
                sessions: TEACHER_PLAN_ALLOWANCES[tier].liveSessionsPerWeek,
              }),
            }))}
          />
        )}
      />
    </SettingsForm>
  );
}

/** /profile/teacher-prices: the teacher's price, the plans shown with their prices, the AI price and answer days. */
export function PricesSection() {
  return (
    <HomepageGate page="prices">
      {(homepage) => (
        <>
          <ConnectPrompt />
          <PricesForm homepage={homepage} />
        </>
      )}
    </HomepageGate>
  );
}
