import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ROUTES, shownName } from '@parley/contracts';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router';
import { usePageName } from '../../../lib/page-title/page-title.ts';
import { useUser } from '../../../lib/session/session.ts';
import { Slideshow } from '../../../ui/Slideshow.tsx';
import { eventQueryOptions, useEvent } from '../api/event.ts';
import { Countdown } from '../components/Countdown.tsx';
import { EventFacts } from '../components/EventFacts.tsx';
import { EventPageLoading, EventPageNotFound } from '../components/EventPageStates.tsx';
import { LobbyCard } from '../components/LobbyCard.tsx';
import { ParticipantAvatars } from '../components/ParticipantAvatars.tsx';
import { QuestionsLink } from '../components/QuestionsLink.tsx';
import { WelcomeCard } from '../components/WelcomeCard.tsx';
import { eventTime, eventTimeOnly } from '../lib/labels.ts';
import '../texts.ts';

/** /event/{id}: the event and, before it starts, its lobby. Public, so a shared link works signed out. */
export function EventPage() {
  const { t } = useTranslation();
  const { eventId = '' } = useParams();
  const user = useUser();
  const event = useEvent(eventId, user?.id ?? null);
  const { queryKey } = eventQueryOptions(eventId, user?.id ?? null);
  usePageName(event.data?.event_title);

  if (event.isPending) return <EventPageLoading />;
  if (event.isError) return <EventPageNotFound error={event.error} />;
  const data = event.data;
  return (
    <Box sx={{ p: { xs: 2, sm: 3 }, maxWidth: 1100, mx: 'auto' }}>
      <Link component={RouterLink} to={ROUTES.events} sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, mb: 2 }}>
        <ArrowBackIcon fontSize="small" />
        {t('events.page.back')}
      </Link>
      <Typography variant="h1" sx={{ mb: 1, wordBreak: 'break-word' }}>
        {data.event_title}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t('events.card.hostedBy', { name: shownName(data.host) })} ·{' '}
        {t('events.page.when', { start: eventTime(data.start_time_utc), end: eventTimeOnly(data.end_time_utc) })}
      </Typography>
      <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 3fr) minmax(0, 2fr)' } }}>
        <Stack spacing={3}>
          <Card variant="outlined">
            <CardContent>
              <Stack spacing={2}>
                <Countdown event={data} />
                <EventFacts event={data} />
                <ParticipantAvatars event={data} />
              </Stack>
            </CardContent>
          </Card>
          <LobbyCard event={data} user={user} queryKey={queryKey} />
          {!data.is_cancelled && !data.is_ended && (
            <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
              <QuestionsLink event={data} />
              {data.lesson_link && (
                <Link href={data.lesson_link} target="_blank" rel="noopener noreferrer">
                  {t('events.page.lessonLink')}
                </Link>
              )}
            </Stack>
          )}
          {data.event_description && (
            <Box component="section" aria-labelledby="about-title">
              <Typography id="about-title" variant="h2" sx={{ fontSize: '1.15rem', mb: 1 }}>
                {t('events.page.about')}
              </Typography>
              <Typography sx={{ whiteSpace: 'pre-line' }}>{data.event_description}</Typography>
            </Box>
          )}
        </Stack>
        <Stack spacing={3}>
          <WelcomeCard />
          <Card variant="outlined">
            <CardContent>
              <Slideshow title={t('events.expect.title')} slides={t('events.expect.slides', { returnObjects: true })} />
            </CardContent>
          </Card>
        </Stack>
      </Box>
    </Box>
  );
}
