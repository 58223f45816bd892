import type { MyHomepage } from '@parley/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../../ui/ErrorAlert.tsx';
import { PageSkeleton } from '../../../ui/PageSkeleton.tsx';
import { SectionHeader } from '../../../ui/SectionHeader.tsx';
import { useMyHomepage } from '../api/my-homepage.ts';
import { ClaimFirst } from './ClaimFirst.tsx';

/** The settings pages that edit a claimed homepage, by their texts' key. */
type GatedPage = 'custom' | 'prices' | 'services' | 'offers' | 'availability' | 'videos' | 'connect';

/**
 * A homepage settings page: its heading and help, then the teacher's homepage for the page's content — a skeleton
 * first, the claim step when there is no url yet.
 */
export function HomepageGate({ page, children }: { page: GatedPage; children: (homepage: MyHomepage) => ReactNode }) {
  const { t } = useTranslation();
  const homepage = useMyHomepage();
  return (
    <>
      <SectionHeader title={t(`storefront.${page}.title`)} help={t(`storefront.${page}.help`)} />
      {homepage.isPending ? (
        <PageSkeleton />
      ) : homepage.isError ? (
        <ErrorAlert error={homepage.error} />
      ) : homepage.data ? (
        children(homepage.data)
      ) : (
        <ClaimFirst />
      )}
    </>
  );
}
