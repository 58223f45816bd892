import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import Button from '@mui/material/Button';
import { referralsApi } from '@parley/contracts';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { call } from '../../../lib/api/client.ts';
import { ErrorAlert } from '../../../ui/ErrorAlert.tsx';
import { copyWithToast } from '../../../ui/toast/copy-with-toast.ts';
import '../texts.ts';

const ambassadorQuery = {
  queryKey: ['referrals', 'ambassador'],
  queryFn: ({ signal }: { signal: AbortSignal }) => call(referralsApi.ambassador, { signal }),
};

/** An ambassador's own registration code and link (ADR 0075), with who signed up by it and how many subscribed. */
export function AmbassadorCode() {
  const { t } = useTranslation();
  const q = useQuery(ambassadorQuery);
  if (q.isPending) return <Skeleton variant="rounded" height={120} aria-label={t('app.loading')} />;
  if (q.isError) return <ErrorAlert error={q.error} />;
  const a = q.data;
  return (
    <Card variant="outlined" component="section" aria-labelledby="ambassador-title" sx={{ mt: 3 }}>
      <CardContent>
        <Stack spacing={2}>
          <Typography id="ambassador-title" variant="h2" sx={{ fontSize: '1.125rem', fontWeight: 600 }}>
            {t('settings.invite.ambassador.title')}
          </Typography>
          <Typography color="text.secondary">{t('settings.invite.ambassador.intro')}</Typography>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <TextField
              label={t('settings.invite.ambassador.code')}
              value={a.code}
              slotProps={{ htmlInput: { readOnly: true } }}
            />
            <TextField
              label={t('settings.invite.ambassador.link')}
              value={a.link}
              slotProps={{ htmlInput: { readOnly: true } }}
              fullWidth
            />
          </Stack>
          <div>
            <Button variant="outlined" onClick={() => void copyWithToast(a.link, t('settings.invite.copied'))}>
              {t('settings.invite.ambassador.copy')}
            </Button>
          </div>
          <Stack component="dl" direction="row" spacing={4} sx={{ m: 0, '& dd': { m: 0, fontSize: '1.5rem', fontWeight: 700 } }}>
            <div>
              <Typography component="dt" color="text.secondary">
                {t('settings.invite.ambassador.signedUp')}
              </Typography>
              <Typography component="dd">{a.signed_up}</Typography>
            </div>
            <div>
              <Typography component="dt" color="text.secondary">
                {t('settings.invite.ambassador.subscribed')}
              </Typography>
              <Typography component="dd">{a.subscribed}</Typography>
            </div>
          </Stack>
        </Stack>
      </CardContent>
    </Card>
  );
}
