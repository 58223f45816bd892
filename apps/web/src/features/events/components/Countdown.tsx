import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { Event } from '@parley/contracts';
import { useTranslation } from 'react-i18next';
import { countdownTo, useNow } from '../lib/countdown.ts';
import '../texts.ts';

const two = (n: number) => String(n).padStart(2, '0');

/** The lobby's big countdown; once the start passes it says the event is live (or over). */
export function Countdown({ event }: { event: Event }) {
  const { t } = useTranslation();
  const now = useNow();
  if (event.is_cancelled) return null;
  if (event.is_ended) return <Typography sx={{ fontWeight: 600 }}>{t('events.page.ended')}</Typography>;
  const left = countdownTo(new Date(event.start_time_utc), now);
  if (event.is_live || !left) {
    return (
      <Typography color="secondary.main" sx={{ fontWeight: 700, fontSize: '1.25rem' }}>
        {t('events.page.liveNow')}
      </Typography>
    );
  }
  return (
    <Box>
      <Typography variant="body2" color="text.secondary">
        {t('events.page.startsIn')}
      </Typography>
      <Typography
        role="timer"
        aria-label={t('events.page.countdownLabel')}
        sx={{ fontSize: { xs: '1.75rem', sm: '2.25rem' }, fontWeight: 700, fontVariantNumeric: 'tabular-nums' }}
      >
        {t('events.page.countdown', {
          days: left.days,
          hours: two(left.hours),
          minutes: two(left.minutes),
          seconds: two(left.seconds),
        })}
      </Typography>
    </Box>
  );
}
