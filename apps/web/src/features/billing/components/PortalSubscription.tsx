import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { SandboxSubscription } from '@parley/contracts';
import { formatLongDate } from '../../../lib/format/long-date.ts';
import { formatMoney } from '../../../lib/format/money.ts';
import { useDiscountText } from './DiscountLines.tsx';
import '../texts.ts';

/** What the sandbox has taken for the subscription (ADR 0071): none while a trial runs, one per period after. */
function Charges({ subscription: s }: { subscription: SandboxSubscription }) {
  const { t, i18n } = useTranslation();
  const titleId = useId();
  const money = (cents: number) => formatMoney(cents, s.currency, i18n.language);
  return (
    <>
      <Typography id={titleId} variant="h3" sx={{ fontSize: '1rem', fontWeight: 600, mt: 2 }}>
        {t('billing.sandbox.charges')}
      </Typography>
      {s.charges.length === 0 ? (
        <Typography color="text.secondary" data-testid="portal-no-charges">
          {t('billing.sandbox.noCharges')}
        </Typography>
      ) : (
        <List dense disablePadding aria-labelledby={titleId}>
          {s.charges.map((c) => {
            const values = {
              amount: money(c.amount),
              date: formatLongDate(c.created_at, i18n.language),
              discount: money(c.discount),
            };
            return (
              <ListItem key={c.created_at} disableGutters sx={{ fontVariantNumeric: 'tabular-nums' }}>
                {t(c.discount > 0 ? 'billing.sandbox.chargeDiscounted' : 'billing.sandbox.charge', values)}
              </ListItem>
            );
          })}
        </List>
      )}
    </>
  );
}

interface Props {
  subscription: SandboxSubscription;
  busy: boolean;
  onCancelChange: (cancel: boolean) => void;
}

/** One subscription in the sandbox portal: its price, when it renews or ends, and cancel at period end / resume. */
export function PortalSubscription({ subscription: s, busy, onCancelChange }: Props) {
  const { t, i18n } = useTranslation();
  const discountText = useDiscountText();
  const date = formatLongDate(s.current_period_end, i18n.language);
  const when =
    s.status === 'canceled'
      ? t('billing.sandbox.ended')
      : s.cancel_at_period_end
        ? t('billing.sandbox.ends', { date })
        : s.status === 'trialing'
          ? t('billing.sandbox.trialing', { date })
          : t('billing.sandbox.renews', { date });
  return (
    <Card variant="outlined" component="article" aria-label={s.product_name}>
      <CardContent>
        <Typography variant="h2" sx={{ fontSize: '1.25rem', mb: 1 }}>
          {s.product_name}
        </Typography>
        <Typography sx={{ fontVariantNumeric: 'tabular-nums' }}>
          {t('billing.sandbox.every', {
            amount: formatMoney(s.amount, s.currency, i18n.language),
            count: s.interval_months,
          })}
        </Typography>
        <Typography data-testid="portal-period">{when}</Typography>
        <Typography color="text.secondary">{t('billing.sandbox.card', { last4: s.card_last4 })}</Typography>
        {s.discount && <Typography color="success.main">{discountText(s.discount, s.currency)}</Typography>}
        <Charges subscription={s} />
      </CardContent>
      {s.status !== 'canceled' && (
        <CardActions sx={{ p: 2 }}>
          <Button
            variant={s.cancel_at_period_end ? 'contained' : 'outlined'}
            color={s.cancel_at_period_end ? 'primary' : 'error'}
            loading={busy}
            onClick={() => onCancelChange(!s.cancel_at_period_end)}
          >
            {s.cancel_at_period_end ? t('billing.sandbox.resume') : t('billing.sandbox.cancelAtEnd')}
          </Button>
        </CardActions>
      )}
    </Card>
  );
}
