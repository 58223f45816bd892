import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMutation } from '@tanstack/react-query';
import type { ActivityView } from '@parley/contracts';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { failureText } from '../../../lib/api/api-error.ts';
import { showToast } from '../../../ui/toast/toast-store.ts';
import { generateTopic } from '../api/activities.ts';
import '../texts.ts';

type Discussion = Extract<ActivityView, { type: 'DISCUSSION' }>;

/** The room's topic card: the question, questions to keep talking, phrases that help; anyone draws the next one. */
export function DiscussionCard({ eventId, discussion }: { eventId: string; discussion: Discussion }) {
  const { t } = useTranslation();
  const titleId = useId();
  // The new topic arrives for everyone, this client too, as the room's ACTIVITY_STATE.
  const next = useMutation({
    mutationFn: () => generateTopic(eventId),
    onError: (err) => showToast(failureText(err), 'error'),
  });
  const { topic } = discussion;
  return (
    <Card component="section" aria-labelledby={titleId} variant="outlined" sx={{ m: 1 }}>
      <CardContent>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 1 }}>
          <Typography id={titleId} variant="overline" component="h2">
            {t('activities.discussion.title')}
          </Typography>
          <Button size="small" variant="contained" loading={next.isPending} onClick={() => next.mutate()}>
            {topic ? t('activities.discussion.next') : t('activities.discussion.first')}
          </Button>
        </Stack>
        {topic ? (
          <Stack spacing={1.5}>
            <Typography variant="h3" component="p" sx={{ fontSize: '1.25rem' }} aria-live="polite">
              {topic.question}
            </Typography>
            <div>
              <Typography variant="subtitle2" component="h3">
                {t('activities.discussion.followUps')}
              </Typography>
              <Typography component="ul" variant="body2" sx={{ pl: 2.5, my: 0.5 }}>
                {topic.follow_ups.map((question) => (
                  <li key={question}>{question}</li>
                ))}
              </Typography>
            </div>
            <div>
              <Typography variant="subtitle2" component="h3">
                {t('activities.discussion.phrases')}
              </Typography>
              <Stack
                direction="row"
                sx={{ flexWrap: 'wrap', gap: 0.5, mt: 0.5 }}
                component="ul"
                aria-label={t('activities.discussion.phrases')}
              >
                {topic.phrases.map((phrase) => (
                  <Chip key={phrase} label={phrase} size="small" component="li" />
                ))}
              </Stack>
            </div>
            <Typography variant="caption" color="text.secondary">
              {t('activities.discussion.count', { count: discussion.topics_in_room })}
            </Typography>
          </Stack>
        ) : (
          <Typography color="text.secondary">{t('activities.discussion.empty')}</Typography>
        )}
      </CardContent>
    </Card>
  );
}
