import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import ShareIcon from '@mui/icons-material/Share';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { referralsApi } from '@parley/contracts';
import Alert from '@mui/material/Alert';
import { AMBASSADOR_ROLE_NAME } from '@parley/contracts';
import { useQuery } from '@tanstack/react-query';
import { meQueryOptions } from '../../../entities/user/api/me-query.ts';
import { AmbassadorCode } from '../components/AmbassadorCode.tsx';
import { ReferralCredits } from '../components/ReferralCredits.tsx';
import { useTranslation } from 'react-i18next';
import { call } from '../../../lib/api/client.ts';
import { ErrorAlert } from '../../../ui/ErrorAlert.tsx';
import { SectionHeader } from '../../../ui/SectionHeader.tsx';
import { copyWithToast } from '../../../ui/toast/copy-with-toast.ts';
import '../texts.ts';

const referralQuery = {
  queryKey: ['referrals'],
  queryFn: ({ signal }: { signal: AbortSignal }) => call(referralsApi.mine, { signal }),
};

/**
 * /profile/invite-your-friends: the member's personal sign-up link to copy or share, and how many friends came by it
 * (ADR 0069), the months their friends' first plans earned (ADR 0074), and an ambassador's own code (ADR 0075).
 */
export function InviteFriendsSection() {
  const { t } = useTranslation();
  const referral = useQuery(referralQuery);
  const me = useQuery(meQueryOptions);
  const ambassador = me.data?.roles.includes(AMBASSADOR_ROLE_NAME) ?? false;
  const canShare = typeof navigator.share === 'function';
  return (
    <>
      <SectionHeader title={t('settings.invite.title')} help={t('settings.invite.intro')} />
      {referral.isPending ? (
        <Skeleton variant="rounded" height={160} aria-label={t('app.loading')} />
      ) : referral.isError ? (
        <ErrorAlert error={referral.error} />
      ) : (
        <Card variant="outlined">
          <CardContent>
            <Stack spacing={2}>
              <Alert severity="info">{t('settings.invite.reward')}</Alert>
              <TextField
                label={t('settings.invite.link')}
                value={referral.data.link}
                slotProps={{
                  htmlInput: { readOnly: true, onFocus: (e: React.FocusEvent<HTMLInputElement>) => e.target.select() },
                }}
                fullWidth
              />
              <Stack direction="row" spacing={1}>
                <Button
                  variant="contained"
                  startIcon={<ContentCopyIcon />}
                  onClick={() => void copyWithToast(referral.data.link, t('settings.invite.copied'))}
                >
                  {t('settings.invite.copy')}
                </Button>
                {canShare && (
                  <Button
                    startIcon={<ShareIcon />}
                    onClick={() =>
                      void navigator
                        .share({ text: t('settings.invite.shareText'), url: referral.data.link })
                        .catch(() => undefined)
                    }
                  >
                    {t('settings.invite.share')}
                  </Button>
                )}
              </Stack>
              <Stack
                component="dl"
                direction="row"
                spacing={4}
                sx={{ m: 0, '& dd': { m: 0, fontSize: '1.5rem', fontWeight: 700 } }}
              >
                <div>
                  <Typography component="dt" color="text.secondary">
                    {t('settings.invite.signedUp')}
                  </Typography>
                  <Typography component="dd">{referral.data.signed_up}</Typography>
                </div>
                <div>
                  <Typography component="dt" color="text.secondary">
                    {t('settings.invite.confirmed')}
                  </Typography>
                  <Typography component="dd">{referral.data.confirmed}</Typography>
                </div>
              </Stack>
              <ReferralCredits referral={referral.data} />
            </Stack>
          </CardContent>
        </Card>
      )}
      {ambassador && <AmbassadorCode />}
    </>
  );
}
