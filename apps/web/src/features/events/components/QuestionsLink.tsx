import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { Event } from '@parley/contracts';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../../ui/ErrorAlert.tsx';
import { dayQuestionsQueryOptions } from '../api/day-questions.ts';
import '../texts.ts';

/**
 * The link to the day's discussion questions, opened over the lobby so the countdown stays where it was: the topics
 * the event's level talks about that day, each with questions to keep going.
 */
export function QuestionsLink({ event }: { event: Event }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const questions = useQuery({ ...dayQuestionsQueryOptions(event.event_id), enabled: open });
  return (
    <>
      <Button variant="text" onClick={() => setOpen(true)} sx={{ alignSelf: 'flex-start', textDecoration: 'underline' }}>
        {t('events.page.questions')}
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} aria-labelledby="questions-title">
        <DialogTitle id="questions-title">{t('events.page.questions')}</DialogTitle>
        <DialogContent>
          <Typography sx={{ mb: 1 }}>{t('events.page.questionsIntro')}</Typography>
          <ErrorAlert error={questions.error} />
          {questions.isPending ? (
            <Skeleton variant="rounded" height={160} aria-label={t('events.page.questionsLoading')} />
          ) : (
            <ol>
              {questions.data?.topics.map((topic) => (
                <li key={topic.id}>
                  <Typography>{topic.question}</Typography>
                  <Typography component="ul" variant="body2" color="text.secondary" sx={{ pl: 2, mb: 1 }}>
                    {topic.follow_ups.map((followUp) => (
                      <li key={followUp}>{followUp}</li>
                    ))}
                  </Typography>
                </li>
              ))}
            </ol>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>{t('events.page.close')}</Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
