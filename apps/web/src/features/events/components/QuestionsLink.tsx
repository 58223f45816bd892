import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import type { Event } from '@parley/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { questionsOfDay } from '../lib/questions.ts';
import '../texts.ts';

/** The link to the day's discussion questions, opened over the lobby so the countdown stays where it was. */
export function QuestionsLink({ event }: { event: Event }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="text" onClick={() => setOpen(true)} sx={{ alignSelf: 'flex-start', textDecoration: 'underline' }}>
        {t('events.page.questions')}
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} aria-labelledby="questions-title">
        <DialogTitle id="questions-title">{t('events.page.questions')}</DialogTitle>
        <DialogContent>
          <Typography sx={{ mb: 1 }}>{t('events.page.questionsIntro')}</Typography>
          <ol>
            {questionsOfDay(event.start_time_utc).map((question) => (
              <li key={question}>
                <Typography>{question}</Typography>
              </li>
            ))}
          </ol>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>{t('events.page.close')}</Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
