import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyState } from '../../../ui/EmptyState.tsx';
import { settingsPath } from '../lib/sections.ts';
import '../texts.ts';

/** A homepage page opened before the teacher has a url: one step back to claim it. */
export function ClaimFirst() {
  const { t } = useTranslation();
  return (
    <EmptyState
      title={t('storefront.claimFirst.title')}
      hint={t('storefront.claimFirst.hint')}
      action={
        <Button component={Link} to={settingsPath('my-teacher-bio')} variant="contained">
          {t('storefront.claimFirst.action')}
        </Button>
      }
    />
  );
}
