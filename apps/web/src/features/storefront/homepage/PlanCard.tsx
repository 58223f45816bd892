import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import type { TeacherPlan } from '@parley/contracts';
import { useTranslation } from 'react-i18next';
import { textOn } from '../lib/contrast.ts';
import { formatCents } from '../lib/money.ts';
import { PlanLines } from './PlanLines.tsx';
import '../texts.ts';

interface PlanCardProps {
  plan: TeacherPlan;
  color: string;
  popular: boolean;
  /** Why the button cannot be used here (the teacher's own page), or null. */
  disabledReason: string | null;
  /** A checkout is being opened: no second click. */
  busy: boolean;
  /** The student has had their one trial with this teacher (ADR 0071). */
  trialHad: boolean;
  onChoose: () => void;
}

/** One plan of the teacher's homepage: name, price, what it holds, and the button that starts its checkout. */
export function PlanCard({ plan, color, popular, disabledReason, busy, trialHad, onChoose }: PlanCardProps) {
  const { t } = useTranslation();
  const titleId = `plan-${plan.tier}`;
  return (
    <Card
      component="article"
      aria-labelledby={titleId}
      variant={popular ? 'elevation' : 'outlined'}
      elevation={popular ? 6 : 0}
      sx={{
        height: 1,
        display: 'flex',
        flexDirection: 'column',
        borderTop: 6,
        borderTopColor: color,
        transform: { md: popular ? 'translateY(-8px)' : 'none' },
      }}
    >
      <CardContent sx={{ flexGrow: 1 }}>
        <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: 1 }}>
          <Typography id={titleId} variant="h3" component="h3">
            {t(`storefront.plans.name.${plan.tier}`)}
          </Typography>
          {popular && <Chip label={t('storefront.plans.popular')} size="small" sx={{ bgcolor: color, color: textOn(color) }} />}
        </Box>
        <Typography sx={{ my: 2 }}>
          <Typography
            component="span"
            sx={{ fontSize: '2.25rem', fontWeight: 800, fontVariantNumeric: 'tabular-nums' }}
            data-testid={`price-${plan.tier}`}
          >
            {formatCents(plan.price)}
          </Typography>{' '}
          <Typography component="span" color="text.secondary">
            {t('storefront.plans.perMonth')}
          </Typography>
        </Typography>
        <PlanLines plan={plan} />
      </CardContent>
      <CardActions sx={{ flexDirection: 'column', alignItems: 'stretch', gap: 1, p: 2 }}>
        <Button
          variant="contained"
          size="large"
          onClick={onChoose}
          disabled={disabledReason !== null || busy}
          sx={{ bgcolor: color, color: textOn(color), '&:hover': { bgcolor: color, filter: 'brightness(0.92)' } }}
          aria-describedby={disabledReason ? `${titleId}-note` : undefined}
        >
          {plan.teacher_feedback_days === null || trialHad ? t('storefront.plans.subscribe') : t('storefront.plans.tryFree')}
        </Button>
        {disabledReason && (
          <Typography id={`${titleId}-note`} variant="body2" color="text.secondary" sx={{ textAlign: 'center' }}>
            {disabledReason}
          </Typography>
        )}
      </CardActions>
    </Card>
  );
}
