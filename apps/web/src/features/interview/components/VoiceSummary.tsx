import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { ACCENTS, ROUTES } from '@parley/contracts';
import { useTranslation } from 'react-i18next';
import { generatePath, Link as RouterLink } from 'react-router';
import type { ExaminerVoiceSettings } from '../lib/voice.ts';
import '../texts.ts';

/** The examiner speaks in the learner's accent and voice from their accent settings, which one link away can change. */
export function VoiceSummary({ voice: { accent, gender } }: { voice: ExaminerVoiceSettings }) {
  const { t } = useTranslation();
  const name = ACCENTS.find((a) => a.code === accent)?.name ?? accent;
  return (
    <Typography>
      <strong>{t('interview.check.voice')}:</strong>{' '}
      {t('interview.check.voiceValue', { accent: name, gender: t(`interview.check.gender.${gender}`) })}{' '}
      <Link component={RouterLink} to={generatePath(ROUTES.profileSub, { section: 'preferred-accent' })}>
        {t('interview.check.changeVoice')}
      </Link>
    </Typography>
  );
}
