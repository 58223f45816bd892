import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

const WARNING_MS = 60_000;

/**
 * Time left in the current round of partner rotation (NEXT_ROUND's ends_at). Rotation itself is the server's
 * (not there yet); until it announces a round this shows nothing. The "+2 min" request belongs here too.
 */
export function RoundClock({ round }: { round: { round: number; ends_at: string } | null }) {
  const { t } = useTranslation();
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!round) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [round]);
  if (!round) return null;
  const left = Math.max(0, Date.parse(round.ends_at) - now);
  const seconds = Math.ceil(left / 1000);
  const clock = `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
  return (
    <Typography
      role="timer"
      aria-label={t('live.round.label', { round: round.round, clock })}
      color={left <= WARNING_MS ? 'warning.main' : 'text.primary'}
      sx={{ fontVariantNumeric: 'tabular-nums', fontWeight: 600 }}
    >
      {t('live.round.text', { round: round.round, clock })}
      {left <= WARNING_MS && left > 0 ? ` · ${t('live.round.warning')}` : ''}
    </Typography>
  );
}
