import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { MyHomepage, PaymentAccount } from '@parley/contracts';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { EmptyState } from '../../../ui/EmptyState.tsx';
import { ErrorAlert } from '../../../ui/ErrorAlert.tsx';
import { useMyHomepage } from '../api/my-homepage.ts';
import { usePaymentAccount } from '../api/payment-account.ts';
import { settingsPath } from '../lib/sections.ts';
import '../texts.ts';

const accountText = (account: PaymentAccount) =>
  account.charges_enabled ? 'storefront.connect.ready' : account.id ? 'storefront.connect.unfinished' : 'storefront.connect.none';

function StatusList({ homepage, account }: { homepage: MyHomepage; account: PaymentAccount | undefined }) {
  const { t } = useTranslation();
  const address = `${window.location.origin}/${homepage.url}`;
  const rows = [
    { key: 'url', text: <Link href={`/${homepage.url}`}>{address}</Link>, to: 'my-teacher-bio' },
    {
      key: 'accepting',
      text: t(homepage.accepting_students ? 'storefront.status.accepting' : 'storefront.status.notAccepting'),
      to: 'feedback-services',
    },
    { key: 'account', text: account ? t(accountText(account)) : <Skeleton width={200} />, to: 'teacher-connect' },
    {
      key: 'waitlist',
      text: homepage.waitlist_count
        ? t('storefront.services.waitlist', { count: homepage.waitlist_count })
        : t('storefront.services.waitlistEmpty'),
      to: 'feedback-services',
    },
  ] as const;
  return (
    <List disablePadding>
      {rows.map((row) => (
        <ListItem key={row.key} divider disableGutters>
          <ListItemText primary={row.text} />
          <Button
            component={RouterLink}
            to={settingsPath(row.to)}
            size="small"
            aria-label={t(`storefront.status.edit.${row.key}`)}
          >
            {t('storefront.status.change')}
          </Button>
        </ListItem>
      ))}
    </List>
  );
}

/** "Your homepage" on the teacher's start page: its address, whether it takes students and payments, the waitlist. */
export function HomepageStatus() {
  const { t } = useTranslation();
  const homepage = useMyHomepage();
  const account = usePaymentAccount(Boolean(homepage.data));
  return (
    <Stack component="section" aria-labelledby="homepage-status-title" spacing={1}>
      <Typography id="homepage-status-title" variant="h2" sx={{ fontSize: '1.25rem' }}>
        {t('storefront.status.title')}
      </Typography>
      {homepage.isPending ? (
        <Skeleton variant="rounded" height={160} role="status" aria-label={t('app.loading')} />
      ) : homepage.isError ? (
        <ErrorAlert error={homepage.error} />
      ) : homepage.data ? (
        <StatusList homepage={homepage.data} account={account.data} />
      ) : (
        <EmptyState
          title={t('storefront.status.none')}
          hint={t('storefront.status.noneHint')}
          action={
            <Button component={RouterLink} to={settingsPath('my-teacher-bio')} variant="contained">
              {t('storefront.claimFirst.action')}
            </Button>
          }
        />
      )}
    </Stack>
  );
}
