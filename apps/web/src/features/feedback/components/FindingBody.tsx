import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { FeedbackChunk, FeedbackComment } from '@parley/contracts';
import { useTranslation } from 'react-i18next';
import { PlayButton } from './PlayButton.tsx';
import '../texts.ts';

/** What the AI found, as DESIGN.md asks: what was said, the better form, one line of why, and audio of both. */
export function FindingBody({ type, comment }: { type: FeedbackChunk['error_type']; comment: FeedbackComment }) {
  const { t } = useTranslation();
  const { ext } = comment;
  return (
    <Stack spacing={0.75}>
      {ext.word && (
        <Typography>
          {t('feedback.youSaid')} <strong>“{ext.word}”</strong>
        </Typography>
      )}
      {comment.corrected_sentence && (
        <Typography>
          {t('feedback.better')} <strong>{comment.corrected_sentence}</strong>
        </Typography>
      )}
      {comment.comment && <Typography color="text.secondary">{comment.comment}</Typography>}
      {type === 'VOCAB' && ext.suggestions && ext.suggestions.length > 0 && (
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }} aria-label={t('feedback.tryInstead')}>
          {ext.suggestions.map((s) => (
            <Chip key={s.word} size="small" variant="outlined" label={`${s.word} · ${s.cefr_level}`} />
          ))}
        </Stack>
      )}
      {type === 'MISPRONUNCIATION' && (
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }} useFlexGap>
          {ext.user_pronunciation && <PlayButton url={ext.user_pronunciation.url} label={t('feedback.yourVoice')} />}
          {ext.correct_pronunciation?.url && <PlayButton url={ext.correct_pronunciation.url} label={t('feedback.listen')} />}
          {ext.accuracy_score !== undefined && (
            <Typography variant="body2" color="text.secondary">
              {t('feedback.accuracy', { score: Math.round(ext.accuracy_score) })}
            </Typography>
          )}
        </Stack>
      )}
    </Stack>
  );
}
