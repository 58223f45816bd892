import CheckIcon from '@mui/icons-material/Check';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { BillingPeriod, PlanCard } from '@parley/contracts';
import { PlanPrice } from './PlanPrice.tsx';
import '../texts.ts';

/**
 * What the card's button says: buy it — "Try it Free" while the plan's trial is the caller's to take (ADR 0071),
 * "Subscribe" once it was — or the learner's current plan (spec §4, "Plan card state").
 */
export type PlanCardState = { kind: 'offer' } | { kind: 'subscribed' } | { kind: 'ending'; daysLeft: number };

interface Props {
  card: PlanCard;
  period: BillingPeriod;
  state: PlanCardState;
  busy: boolean;
  onChoose: () => void;
}

export function PlanCardView({ card, period, state, busy, onChoose }: Props) {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <Card
      component="article"
      aria-labelledby={titleId}
      variant={card.highlighted ? 'elevation' : 'outlined'}
      elevation={card.highlighted ? 6 : 0}
      data-testid={`plan-card-${card.plan_id}`}
      sx={{
        height: '100%',
        display: 'flex',
        flexDirection: 'column',
        borderWidth: card.highlighted ? 2 : 1,
        borderStyle: 'solid',
        borderColor: card.highlighted ? 'primary.main' : 'divider',
        transform: { md: card.highlighted ? 'translateY(-8px)' : 'none' },
      }}
    >
      <CardContent sx={{ flexGrow: 1 }}>
        <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', gap: 1 }}>
          <Typography id={titleId} variant="h2" sx={{ fontSize: '1.5rem', fontWeight: 700 }}>
            {card.name}
          </Typography>
          {card.popular && <Chip label={t('billing.pricing.popular')} color="secondary" size="small" />}
        </Stack>
        <PlanPrice card={card} period={period} />
        <Typography color="text.secondary">{card.description}</Typography>
        <List dense aria-label={t('billing.pricing.features', { plan: card.name })}>
          {card.features.map((feature) => (
            <ListItem key={feature} disableGutters>
              <ListItemIcon sx={{ minWidth: 32 }}>
                <CheckIcon color="primary" fontSize="small" aria-hidden />
              </ListItemIcon>
              <ListItemText primary={feature} />
            </ListItem>
          ))}
        </List>
      </CardContent>
      <CardActions sx={{ p: 2 }}>
        {state.kind === 'offer' ? (
          <Button
            fullWidth
            variant={card.highlighted ? 'contained' : 'outlined'}
            onClick={onChoose}
            loading={busy}
            aria-describedby={titleId}
          >
            {card.plan_id === 'free' || card.trial_days ? t('billing.pricing.tryFree') : t('billing.pricing.subscribe')}
          </Button>
        ) : (
          <Button fullWidth variant="outlined" disabled aria-describedby={titleId}>
            {state.kind === 'subscribed'
              ? t('billing.pricing.subscribed')
              : t('billing.pricing.daysLeft', { count: state.daysLeft })}
          </Button>
        )}
      </CardActions>
    </Card>
  );
}
