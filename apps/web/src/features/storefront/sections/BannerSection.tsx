import { bannerBodySchema, type MyHomepage, type User } from '@parley/contracts';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../../ui/ErrorAlert.tsx';
import { FormTextField } from '../../../ui/form/FormTextField.tsx';
import { SettingsForm } from '../../../ui/form/SettingsForm.tsx';
import { PageSkeleton } from '../../../ui/PageSkeleton.tsx';
import { SectionHeader } from '../../../ui/SectionHeader.tsx';
import { useMyHomepage } from '../api/my-homepage.ts';
import { ConnectPrompt } from '../components/ConnectPrompt.tsx';
import { PictureField } from '../components/PictureField.tsx';
import { TeachingProfileForm } from '../components/TeachingProfileForm.tsx';
import { useHomepageForm } from '../lib/use-homepage-form.ts';
import '../texts.ts';

const valuesOf = (homepage: MyHomepage | null) => ({
  url: homepage?.url ?? '',
  name: homepage?.name ?? '',
  profile_pic: homepage?.profile_pic ?? null,
});

function BannerForm({ homepage }: { homepage: MyHomepage | null }) {
  const { t } = useTranslation();
  const { form, formProps } = useHomepageForm({
    page: 'banner',
    schema: bannerBodySchema,
    initial: valuesOf(homepage),
    valuesOf,
    fields: ['url', 'name', 'profile_pic'],
  });
  return (
    <SettingsForm
      label={t('storefront.banner.formLabel')}
      {...formProps}
      saveLabel={homepage ? undefined : t('storefront.banner.claim')}
    >
      <FormTextField
        control={form.control}
        name="url"
        label={t('storefront.banner.url')}
        helperText={t('storefront.banner.urlHelp')}
        required
        autoComplete="off"
        startAdornment={`${window.location.host}/`}
      />
      <FormTextField
        control={form.control}
        name="name"
        label={t('storefront.banner.name')}
        helperText={t('storefront.banner.nameHelp')}
        required
      />
      <Controller
        control={form.control}
        name="profile_pic"
        render={({ field }) => (
          <PictureField
            label={t('storefront.banner.picture')}
            help={t('storefront.banner.pictureHelp')}
            value={field.value ?? null}
            onChange={field.onChange}
            aspect={1}
          />
        )}
      />
    </SettingsForm>
  );
}

/**
 * /profile/my-teacher-bio, "Banner and URL": claims the homepage url, then changes it, the title and the picture; under
 * it the teacher's bio, "About your teaching", which needs no url.
 */
export function BannerSection({ user }: { user: User }) {
  const { t } = useTranslation();
  const homepage = useMyHomepage();
  return (
    <>
      <SectionHeader title={t('storefront.banner.title')} help={t('storefront.banner.help')} />
      {homepage.isPending ? (
        <PageSkeleton />
      ) : homepage.isError ? (
        <ErrorAlert error={homepage.error} />
      ) : (
        <>
          {homepage.data && <ConnectPrompt />}
          <BannerForm homepage={homepage.data} />
        </>
      )}
      <TeachingProfileForm user={user} />
    </>
  );
}
