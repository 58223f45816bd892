import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { AffiliateDashboard } from '@parley/contracts';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../../lib/format/money.ts';
import { copyWithToast } from '../../../ui/toast/copy-with-toast.ts';
import '../texts.ts';

function Figures({ items }: { items: [label: string, value: string, testId: string][] }) {
  return (
    <Stack
      component="dl"
      direction="row"
      useFlexGap
      sx={{ m: 0, flexWrap: 'wrap', columnGap: 4, rowGap: 1, '& dd': { m: 0, fontSize: '1.5rem', fontWeight: 700 } }}
    >
      {items.map(([label, value, testId]) => (
        <div key={testId}>
          <Typography component="dt" color="text.secondary">
            {label}
          </Typography>
          <dd data-testid={testId}>{value}</dd>
        </div>
      ))}
    </Stack>
  );
}

/** The affiliate's link with Copy, what came of it, and the commission totals by status. */
export function AffiliateLinkCard({ dashboard: d }: { dashboard: AffiliateDashboard }) {
  const { t, i18n } = useTranslation();
  const money = (cents: number) => formatMoney(cents, d.totals.currency, i18n.language);
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
          <Figures
            items={[
              [t('affiliates.totals.pending'), money(d.totals.pending), 'affiliate-pending'],
              [t('affiliates.totals.approved'), money(d.totals.approved), 'affiliate-approved'],
              [t('affiliates.totals.paid'), money(d.totals.paid), 'affiliate-paid'],
            ]}
          />
          <Typography color="text.secondary">{t('affiliates.totals.pendingHelp', { days: d.hold_days })}</Typography>
        </Stack>
      </CardContent>
    </Card>
  );
}
