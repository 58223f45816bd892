import { OFFERS_MAX, type MyHomepage } from '@parley/contracts';
import { useFieldArray } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormTextField } from '../../../ui/form/FormTextField.tsx';
import { SettingsForm } from '../../../ui/form/SettingsForm.tsx';
import { HomepageGate } from '../components/HomepageGate.tsx';
import { ListField } from '../components/ListField.tsx';
import { offersFormSchema, offersValuesOf } from '../lib/offers-form.ts';
import { useHomepageForm } from '../lib/use-homepage-form.ts';
import '../texts.ts';

function OffersForm({ homepage }: { homepage: MyHomepage }) {
  const { t } = useTranslation();
  const { form, formProps } = useHomepageForm({
    page: 'offers',
    schema: offersFormSchema,
    initial: offersValuesOf(homepage),
    valuesOf: offersValuesOf,
    fields: ['offers'],
  });
  const offers = useFieldArray({ control: form.control, name: 'offers' });
  return (
    <SettingsForm label={t('storefront.offers.formLabel')} {...formProps}>
      <ListField
        legend={t('storefront.offers.list')}
        rows={offers}
        max={OFFERS_MAX}
        itemLabel={t('storefront.offers.offer')}
        addLabel={t('storefront.offers.add')}
        onAdd={() => offers.append({ title: '', description: '', price: '' })}
        error={form.formState.errors.offers}
        renderRow={(index) => (
          <>
            <FormTextField
              control={form.control}
              name={`offers.${index}.title`}
              label={t('storefront.offers.offerTitle')}
              required
            />
            <FormTextField
              control={form.control}
              name={`offers.${index}.description`}
              label={t('storefront.offers.description')}
              multiline
              minRows={2}
            />
            <FormTextField
              control={form.control}
              name={`offers.${index}.price`}
              label={t('storefront.offers.price')}
              helperText={t('storefront.offers.priceHelp')}
              startAdornment="$"
              inputMode="decimal"
            />
          </>
        )}
      />
    </SettingsForm>
  );
}

/**
 * /profile/affliation-offers, "Offers": extra services beyond the plans (a mock exam, an interview rehearsal), shown on
 * the homepage; a student asks about one through the waitlist form (ADR 0029).
 */
export function OffersSection() {
  return <HomepageGate page="offers">{(homepage) => <OffersForm homepage={homepage} />}</HomepageGate>;
}
