import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { AffiliateDashboard } from '@parley/contracts';
import { useTranslation } from 'react-i18next';
import { copyWithToast } from '../../../ui/toast/copy-with-toast.ts';
import { CommissionTotals } from './CommissionTotals.tsx';
import { Figures } from './Figures.tsx';
import '../texts.ts';

/** The affiliate's link with Copy, what came of it, and the commission totals by status. */
export function AffiliateLinkCard({ dashboard: d }: { dashboard: AffiliateDashboard }) {
  const { t } = useTranslation();
  return (
    <Card variant="outlined">
      <CardContent>
        <Stack spacing={2}>
          <TextField
            label={t('affiliates.link')}
            value={d.link}
            slotProps={{ htmlInput: { readOnly: true, onFocus: (e: React.FocusEvent<HTMLInputElement>) => e.target.select() } }}
            fullWidth
          />
          <div>
            <Button
              variant="contained"
              startIcon={<ContentCopyIcon />}
              onClick={() => void copyWithToast(d.link, t('affiliates.copied'))}
            >
              {t('affiliates.copy')}
            </Button>
          </div>
          <Figures
            items={[
              [t('affiliates.stats.clicks'), String(d.clicks), 'affiliate-clicks'],
              [t('affiliates.stats.signUps'), String(d.sign_ups), 'affiliate-sign-ups'],
              [t('affiliates.stats.paying'), String(d.paying_members), 'affiliate-paying'],
            ]}
          />
          <Typography variant="h3" sx={{ fontSize: '1.1rem', fontWeight: 600 }}>
            {t('affiliates.totals.title')}
          </Typography>
          <CommissionTotals totals={d.totals} />
          <Typography color="text.secondary">{t('affiliates.totals.pendingHelp', { days: d.hold_days })}</Typography>
        </Stack>
      </CardContent>
    </Card>
  );
}
