import { VIDEOS_MAX, videosBodySchema, type homepageVideoSchema, type MyHomepage } from '@parley/contracts';
import { useFieldArray } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type * as z from 'zod/mini';
import { FormTextField } from '../../../ui/form/FormTextField.tsx';
import { SettingsForm } from '../../../ui/form/SettingsForm.tsx';
import { HomepageGate } from '../components/HomepageGate.tsx';
import { ListField } from '../components/ListField.tsx';
import { useHomepageForm } from '../lib/use-homepage-form.ts';
import '../texts.ts';

const valuesOf = (homepage: MyHomepage): { videos: z.input<typeof homepageVideoSchema>[] } => ({ videos: homepage.videos });

function VideosForm({ homepage }: { homepage: MyHomepage }) {
  const { t } = useTranslation();
  const { form, formProps } = useHomepageForm({
    page: 'videos',
    schema: videosBodySchema,
    initial: valuesOf(homepage),
    valuesOf,
    fields: ['videos'],
  });
  const videos = useFieldArray({ control: form.control, name: 'videos' });
  return (
    <SettingsForm label={t('storefront.videos.formLabel')} {...formProps}>
      <ListField
        legend={t('storefront.videos.list')}
        rows={videos}
        max={VIDEOS_MAX}
        itemLabel={t('storefront.videos.video')}
        addLabel={t('storefront.videos.add')}
        onAdd={() => videos.append({ title: '', url: '' })}
        error={form.formState.errors.videos}
        renderRow={(index) => (
          <>
            <FormTextField
              control={form.control}
              name={`videos.${index}.title`}
              label={t('storefront.videos.videoTitle')}
              required
            />
            <FormTextField
              control={form.control}
              name={`videos.${index}.url`}
              label={t('storefront.videos.url')}
              helperText={t('storefront.custom.videoHelp')}
              type="url"
              required
            />
          </>
        )}
      />
    </SettingsForm>
  );
}

/** /profile/my-videos: lessons and samples on YouTube or Vimeo, shown on the homepage, loaded only when played. */
export function VideosSection() {
  return <HomepageGate page="videos">{(homepage) => <VideosForm homepage={homepage} />}</HomepageGate>;
}
