import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { Event } from '@parley/contracts';
import { useTranslation } from 'react-i18next';
import { canAskForReminders } from '../lib/reminders.ts';
import type { useParticipation } from '../lib/use-participation.ts';
import '../texts.ts';

interface Props {
  event: Event;
  participation: Pick<ReturnType<typeof useParticipation>, 'remindersScheduled' | 'enableReminders'>;
}

/** Under "You're going!": the reminders are set, or a button asks the browser once, or how to turn them on. */
export function ReminderNote({ event, participation }: Props) {
  const { t } = useTranslation();
  if (participation.remindersScheduled > 0) return <Typography variant="body2">{t('events.lobby.remindersOn')}</Typography>;
  if (canAskForReminders()) {
    return (
      <Button size="small" onClick={() => void participation.enableReminders(event)} sx={{ mt: 0.5 }}>
        {t('events.lobby.remindersAsk')}
      </Button>
    );
  }
  return <Typography variant="body2">{t('events.lobby.remindersOff')}</Typography>;
}
