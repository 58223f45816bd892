import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { LESSON_TEXTS, type LessonAllowance, type User } from '@parley/contracts';
import { useTranslation } from 'react-i18next';
import { contractText } from '../../../lib/i18n/contract-text.ts';
import '../texts.ts';

/**
 * What the reader's plan allows above the times: this week's or today's lessons used, the way to a plan for a
 * student without one, a word for the teacher on their own page. Guests see the times alone; Book asks them to log in.
 */
export function BookingAccess({
  user,
  teacherId,
  allowance,
}: {
  user: User | null;
  teacherId: number;
  allowance: LessonAllowance | null;
}) {
  const { t } = useTranslation();
  if (user?.id === teacherId) return <Typography color="text.secondary">{t('lessons.slots.own')}</Typography>;
  if (user?.status !== 'STUDENT') return null;
  if (!allowance)
    return (
      <Alert
        severity="info"
        action={
          <Button color="inherit" size="small" href="#pricing">
            {t('lessons.slots.seePlans')}
          </Button>
        }
      >
        {contractText(LESSON_TEXTS.planRequired)}
      </Alert>
    );
  return (
    <Typography sx={{ fontWeight: 700 }}>
      {t(`lessons.allowance.${allowance.period}`, { used: allowance.used, limit: allowance.limit })}
    </Typography>
  );
}
