import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { ROUND_WARNING_MS } from '@parley/contracts';
import { useNow } from '../../../lib/use-now.ts';
import '../texts.ts';

interface Props {
  round: { number: number; ends_at: string | null } | null;
  /** The end of this user's room's round when the partners' "+2 min" was granted. */
  extendedUntil: string | null;
  /** Shown in a breakout room only: the server grants it when every partner asked. */
  canExtend: boolean;
  asked: boolean;
  onExtend: () => void;
}

/** Time left in the round of partner rotation, with the 1-minute warning and the "+2 min" request. */
export function RoundClock({ round, extendedUntil, canExtend, asked, onExtend }: Props) {
  const { t } = useTranslation();
  const now = useNow(round !== null);
  if (!round) return null;
  // A round of an activity played in groups has no end: the number alone.
  if (!round.ends_at) return <Typography sx={{ fontWeight: 600 }}>{t('live.round.untimed', { round: round.number })}</Typography>;
  const left = Math.max(0, Date.parse(extendedUntil ?? round.ends_at) - now);
  const seconds = Math.ceil(left / 1000);
  const clock = `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
  const warning = left > 0 && left <= ROUND_WARNING_MS;
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
      <Typography
        role="timer"
        aria-label={t('live.round.label', { round: round.number, clock })}
        color={warning ? 'warning.main' : 'text.primary'}
        sx={{ fontVariantNumeric: 'tabular-nums', fontWeight: 600 }}
      >
        {t('live.round.text', { round: round.number, clock })}
        {warning ? ` · ${t('live.round.warning')}` : ''}
      </Typography>
      {canExtend && !extendedUntil && (
        <Button size="small" variant="outlined" disabled={asked} onClick={onExtend}>
          {asked ? t('live.round.asked') : t('live.round.extend')}
        </Button>
      )}
    </Stack>
  );
}
