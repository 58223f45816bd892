import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { AFFILIATE_COMMISSION_MONTHS, AFFILIATE_COMMISSION_PERCENT, type User } from '@parley/contracts';
import { useTranslation } from 'react-i18next';
import '../texts.ts';

/** What a member who is not an affiliate sees: how one becomes an affiliate (ADR 0076), not an error. */
export function BecomeAffiliate({ user, headingId }: { user: User; headingId: string }) {
  const { t } = useTranslation();
  const rate = { rate: AFFILIATE_COMMISSION_PERCENT, months: AFFILIATE_COMMISSION_MONTHS };
  return (
    <Card variant="outlined" aria-labelledby={headingId} component="section">
      <CardContent>
        <Stack spacing={1.5}>
          <Typography id={headingId} variant="h2" sx={{ fontSize: '1.25rem' }}>
            {t('affiliates.become.title')}
          </Typography>
          <Typography>{t('affiliates.become.intro', rate)}</Typography>
          <Typography>
            {t(user.teacher_approval_pending ? 'affiliates.become.teacherPending' : 'affiliates.become.teacher')}
          </Typography>
          <Typography>{t('affiliates.become.partner')}</Typography>
        </Stack>
      </CardContent>
    </Card>
  );
}
