import SensorsIcon from '@mui/icons-material/Sensors';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Skeleton from '@mui/material/Skeleton';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { ROUTES } from '@parley/contracts';
import { useTranslation } from 'react-i18next';
import { generatePath, Link as RouterLink } from 'react-router';
import { useCurrentEvent } from '../api/current-event.ts';
import { eventTime } from '../lib/labels.ts';
import '../texts.ts';

export function NextEventCard() {
  const { t } = useTranslation();
  const { data: event, isPending, isError } = useCurrentEvent();
  return (
    <Card component="section" aria-labelledby="next-event-title">
      <CardContent>
        <Typography id="next-event-title" variant="h3" sx={{ mb: 1 }}>
          {t('events.next.title')}
        </Typography>
        {isPending ? (
          <Skeleton variant="text" width="80%" />
        ) : isError ? (
          <Typography color="error">{t('events.next.failed')}</Typography>
        ) : event ? (
          <>
            {event.is_live && (
              <Chip icon={<SensorsIcon />} label={t('events.next.live')} color="secondary" size="small" sx={{ mb: 1 }} />
            )}
            <Link
              component={RouterLink}
              to={generatePath(ROUTES.event, { eventId: event.event_id })}
              sx={{ fontWeight: 600, display: 'block' }}
            >
              {event.event_title}
            </Link>
            <Typography variant="body2" color="text.secondary">
              {t('events.next.startsAt', { time: eventTime(event.start_time_utc) })}
            </Typography>
          </>
        ) : (
          <Typography color="text.secondary">{t('events.next.empty')}</Typography>
        )}
      </CardContent>
    </Card>
  );
}
