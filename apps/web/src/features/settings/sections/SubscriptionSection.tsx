import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ROUTES, type User } from '@parley/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { SectionHeader } from '../components/SectionHeader.tsx';

/**
 * /profile/subscription: the plan and its end date. Buying and the subscription's end date come with the plans
 * issue (ADR 0017); until then every plan is shown without an end.
 */
export function SubscriptionSection({ user }: { user: User }) {
  const { t } = useTranslation();
  return (
    <>
      <SectionHeader title={t('settings.subscription.title')} />
      <Card variant="outlined">
        <CardContent>
          <Stack component="dl" spacing={1} sx={{ m: 0, '& dd': { m: 0, fontWeight: 600 } }}>
            <Typography component="dt" color="text.secondary">
              {t('settings.subscription.plan')}
            </Typography>
            <Typography component="dd" data-testid="subscription-plan">
              {t(`settings.subscription.plans.${user.plan}`)}
            </Typography>
            <Typography component="dt" color="text.secondary">
              {t('settings.subscription.endDate')}
            </Typography>
            <Typography component="dd">{t('settings.subscription.noEnd')}</Typography>
          </Stack>
        </CardContent>
      </Card>
      <Button component={Link} to={ROUTES.pricing} variant="contained" sx={{ mt: 3 }}>
        {t('settings.subscription.seePlans')}
      </Button>
    </>
  );
}
