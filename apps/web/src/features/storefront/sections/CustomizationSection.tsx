import Stack from '@mui/material/Stack';
import { customizationBodySchema, FEATURES_MAX, type MyHomepage } from '@parley/contracts';
import { Controller, useFieldArray, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type * as z from 'zod/mini';
import { FormTextField } from '../../../ui/form/FormTextField.tsx';
import { SettingsForm } from '../../../ui/form/SettingsForm.tsx';
import type { SaveBody } from '../api/save-homepage.ts';
import { ColorField } from '../components/ColorField.tsx';
import { HomepageGate } from '../components/HomepageGate.tsx';
import { ListField } from '../components/ListField.tsx';
import { PictureField } from '../components/PictureField.tsx';
import { useHomepageForm } from '../lib/use-homepage-form.ts';
import '../texts.ts';

const valuesOf = (homepage: MyHomepage) => ({
  color: homepage.color,
  faq_color: homepage.faq_color,
  welcome_message: homepage.welcome_message ?? '',
  video_url: homepage.video_url ?? '',
  thumbnail: homepage.thumbnail,
  features: homepage.features.map((f) => ({ title: f.title, description: f.description, url: f.url ?? '' })),
});

type CustomizationValues = z.input<typeof customizationBodySchema>;
type CustomizationBody = SaveBody<'customization'>;

/** One "How it works" feature: title, description and an optional link. */
function FeatureFields({ control, index }: { control: Control<CustomizationValues, unknown, CustomizationBody>; index: number }) {
  const { t } = useTranslation();
  return (
    <>
      <FormTextField control={control} name={`features.${index}.title`} label={t('storefront.custom.featureTitle')} required />
      <FormTextField
        control={control}
        name={`features.${index}.description`}
        label={t('storefront.custom.featureDescription')}
        multiline
        minRows={2}
      />
      <FormTextField
        control={control}
        name={`features.${index}.url`}
        label={t('storefront.custom.featureUrl')}
        helperText={t('storefront.custom.featureUrlHelp')}
      />
    </>
  );
}

function CustomizationForm({ homepage }: { homepage: MyHomepage }) {
  const { t } = useTranslation();
  const { form, formProps } = useHomepageForm({
    page: 'customization',
    schema: customizationBodySchema,
    initial: valuesOf(homepage),
    valuesOf,
    fields: ['color', 'faq_color', 'welcome_message', 'video_url', 'thumbnail', 'features'],
  });
  const features = useFieldArray({ control: form.control, name: 'features' });
  return (
    <SettingsForm label={t('storefront.custom.formLabel')} {...formProps}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <ColorField control={form.control} name="color" label={t('storefront.custom.color')} />
        <ColorField control={form.control} name="faq_color" label={t('storefront.custom.faqColor')} />
      </Stack>
      <FormTextField
        control={form.control}
        name="welcome_message"
        label={t('storefront.custom.welcome')}
        helperText={t('storefront.custom.welcomeHelp')}
        multiline
        minRows={3}
        required
      />
      <FormTextField
        control={form.control}
        name="video_url"
        label={t('storefront.custom.video')}
        helperText={t('storefront.custom.videoHelp')}
        type="url"
        required
      />
      <Controller
        control={form.control}
        name="thumbnail"
        render={({ field }) => (
          <PictureField
            label={t('storefront.custom.thumbnail')}
            help={t('storefront.custom.thumbnailHelp')}
            value={field.value ?? null}
            onChange={field.onChange}
            aspect={16 / 9}
          />
        )}
      />
      <ListField
        legend={t('storefront.custom.features')}
        help={t('storefront.custom.featuresHelp')}
        rows={features}
        max={FEATURES_MAX}
        itemLabel={t('storefront.custom.feature')}
        addLabel={t('storefront.custom.addFeature')}
        onAdd={() => features.append({ title: '', description: '', url: '' })}
        error={form.formState.errors.features}
        renderRow={(index) => <FeatureFields control={form.control} index={index} />}
      />
    </SettingsForm>
  );
}

/** /profile/custom-options: colours, welcome message, intro video, its thumbnail and the "How it works" features. */
export function CustomizationSection() {
  return <HomepageGate page="custom">{(homepage) => <CustomizationForm homepage={homepage} />}</HomepageGate>;
}
