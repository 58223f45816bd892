import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import { AVAILABILITY_SLOTS_MAX, WEEKDAYS, type MyHomepage } from '@parley/contracts';
import { useFieldArray } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormSelectField } from '../../../ui/form/FormSelectField.tsx';
import { FormTextField } from '../../../ui/form/FormTextField.tsx';
import { SettingsForm } from '../../../ui/form/SettingsForm.tsx';
import { HomepageGate } from '../components/HomepageGate.tsx';
import { ListField } from '../components/ListField.tsx';
import { TimeZoneField } from '../components/TimeZoneField.tsx';
import { availabilityFormSchema, availabilityValuesOf } from '../lib/availability-form.ts';
import { useHomepageForm } from '../lib/use-homepage-form.ts';
import '../texts.ts';

function AvailabilityForm({ homepage }: { homepage: MyHomepage }) {
  const { t } = useTranslation();
  const { form, formProps } = useHomepageForm({
    page: 'availability',
    schema: availabilityFormSchema,
    initial: availabilityValuesOf(homepage),
    valuesOf: availabilityValuesOf,
    fields: ['group_size', 'timezone', 'slots'],
  });
  const slots = useFieldArray({ control: form.control, name: 'slots' });
  return (
    <SettingsForm label={t('storefront.availability.formLabel')} {...formProps}>
      <TimeZoneField
        control={form.control}
        name="timezone"
        label={t('storefront.availability.timezone')}
        help={t('storefront.availability.timezoneHelp')}
      />
      <FormTextField
        control={form.control}
        name="group_size"
        label={t('storefront.availability.groupSize')}
        helperText={t('storefront.availability.groupSizeHelp')}
        inputMode="numeric"
        required
        sx={{ maxWidth: 240 }}
      />
      <ListField
        legend={t('storefront.availability.slots')}
        help={t('storefront.availability.slotsHelp')}
        rows={slots}
        max={AVAILABILITY_SLOTS_MAX}
        itemLabel={t('storefront.availability.slot')}
        addLabel={t('storefront.availability.add')}
        onAdd={() => slots.append({ day: 'mon', start: '18:00', end: '19:00' })}
        error={form.formState.errors.slots}
        renderRow={(index) => (
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <FormSelectField control={form.control} name={`slots.${index}.day`} label={t('storefront.availability.day')}>
              {WEEKDAYS.map((day) => (
                <MenuItem key={day} value={day}>
                  {t(`storefront.weekdays.${day}`)}
                </MenuItem>
              ))}
            </FormSelectField>
            <FormTextField
              control={form.control}
              name={`slots.${index}.start`}
              label={t('storefront.availability.start')}
              type="time"
              shrinkLabel
            />
            <FormTextField
              control={form.control}
              name={`slots.${index}.end`}
              label={t('storefront.availability.end')}
              type="time"
              shrinkLabel
            />
          </Stack>
        )}
      />
    </SettingsForm>
  );
}

/** /profile/availability: the weekly times the teacher holds live sessions, in the teacher's time zone (ADR 0029). */
export function AvailabilitySection() {
  return <HomepageGate page="availability">{(homepage) => <AvailabilityForm homepage={homepage} />}</HomepageGate>;
}
