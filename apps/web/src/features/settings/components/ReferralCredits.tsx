import Alert from '@mui/material/Alert';
import Typography from '@mui/material/Typography';
import type { ReferralLink } from '@parley/contracts';
import { useTranslation } from 'react-i18next';
import { formatLongDate } from '../../../lib/format/long-date.ts';
import '../texts.ts';

/** What the member's invitations earned (ADR 0074): months credited, and until when Basic is free while that runs. */
export function ReferralCredits({ referral }: { referral: ReferralLink }) {
  const { t, i18n } = useTranslation();
  const months = referral.credits.length;
  const onBalance = referral.credits.filter((c) => c.kind === 'account_credit').length;
  return (
    <section aria-labelledby="referral-credits">
      <Typography id="referral-credits" variant="h3" sx={{ fontSize: '1rem', fontWeight: 600, mb: 1 }}>
        {t('settings.invite.creditsTitle')}
      </Typography>
      {months === 0 ? (
        <Typography color="text.secondary">{t('settings.invite.noCredits')}</Typography>
      ) : (
        <Typography data-testid="referral-months">{t('settings.invite.monthsEarned', { count: months })}</Typography>
      )}
      {referral.free_basic_until && (
        <Alert severity="success" sx={{ mt: 1 }}>
          {t('settings.invite.freeUntil', { date: formatLongDate(referral.free_basic_until, i18n.language) })}
        </Alert>
      )}
      {onBalance > 0 && (
        <Typography color="text.secondary" sx={{ mt: 1 }}>
          {t('settings.invite.onBalance', { count: onBalance })}
        </Typography>
      )}
    </section>
  );
}
