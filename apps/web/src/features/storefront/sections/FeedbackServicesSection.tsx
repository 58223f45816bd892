import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import { FEEDBACK_FOCUS, type MyHomepage } from '@parley/contracts';
import { Controller, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { contractText } from '../../../lib/i18n/contract-text.ts';
import { FormTextField } from '../../../ui/form/FormTextField.tsx';
import { SettingsForm } from '../../../ui/form/SettingsForm.tsx';
import { CheckboxGroupField } from '../components/CheckboxGroupField.tsx';
import { HomepageGate } from '../components/HomepageGate.tsx';
import { WaitlistList } from '../components/WaitlistList.tsx';
import { servicesFormSchema, servicesValuesOf } from '../lib/services-form.ts';
import { useHomepageForm } from '../lib/use-homepage-form.ts';
import '../texts.ts';

function ServicesForm({ homepage }: { homepage: MyHomepage }) {
  const { t } = useTranslation();
  const { form, formProps } = useHomepageForm({
    page: 'services',
    schema: servicesFormSchema,
    initial: servicesValuesOf(homepage),
    valuesOf: servicesValuesOf,
    fields: ['accepting_students', 'max_subscribers', 'focus'],
  });
  const limited = useWatch({ control: form.control, name: 'limited' });
  return (
    <SettingsForm label={t('storefront.services.formLabel')} {...formProps}>
      <Controller
        control={form.control}
        name="accepting_students"
        render={({ field }) => (
          <Stack>
            <FormControlLabel
              control={<Switch checked={field.value} onChange={(event) => field.onChange(event.target.checked)} />}
              label={t('storefront.services.accepting')}
            />
            <FormHelperText>{t('storefront.services.acceptingHelp')}</FormHelperText>
          </Stack>
        )}
      />
      <Controller
        control={form.control}
        name="limited"
        render={({ field }) => (
          <FormControlLabel
            control={<Checkbox checked={field.value} onChange={(event) => field.onChange(event.target.checked)} />}
            label={t('storefront.services.limited')}
          />
        )}
      />
      {limited && (
        <FormTextField
          control={form.control}
          name="max_subscribers"
          label={t('storefront.services.max')}
          helperText={t('storefront.services.maxHelp')}
          inputMode="numeric"
          required
        />
      )}
      <Controller
        control={form.control}
        name="focus"
        render={({ field, fieldState }) => (
          <CheckboxGroupField
            legend={t('storefront.services.focus')}
            help={t('storefront.services.focusHelp')}
            error={fieldState.error?.message && contractText(fieldState.error.message)}
            value={field.value}
            onChange={field.onChange}
            options={FEEDBACK_FOCUS.map((focus) => ({ value: focus, label: t(`storefront.focus.${focus}`) }))}
          />
        )}
      />
    </SettingsForm>
  );
}

/**
 * /profile/feedback-services: whether new students may subscribe, how many at most (beyond it the plans are sold
 * out and students join the waitlist), what the feedback focuses on, and the waitlist itself (ADR 0029).
 */
export function FeedbackServicesSection() {
  return (
    <HomepageGate page="services">
      {(homepage) => (
        <Stack spacing={4}>
          <ServicesForm homepage={homepage} />
          <WaitlistList />
        </Stack>
      )}
    </HomepageGate>
  );
}
