import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { AskedQuestion } from '@parley/contracts';
import { useTranslation } from 'react-i18next';
import '../texts.ts';

/** The question asked, always on screen (while it is read aloud too): its kind or part, and a part 2 cue card. */
export function QuestionCard({ question }: { question: AskedQuestion }) {
  const { t } = useTranslation();
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby="interview-question"
      sx={{ p: { xs: 2, sm: 3 }, borderRadius: 3 }}
    >
      <Stack direction="row" spacing={1} sx={{ mb: 1.5, flexWrap: 'wrap' }}>
        {question.kind && <Chip label={question.kind} size="small" data-testid="question-kind" />}
        {question.source === 'follow_up' && (
          <Chip label={t('interview.session.followUp')} size="small" variant="outlined" data-testid="question-follow-up" />
        )}
      </Stack>
      <Typography id="interview-question" variant="h2" sx={{ fontSize: '1.375rem', lineHeight: 1.4 }} data-testid="question-text">
        {question.text}
      </Typography>
      {question.cue_card.length > 0 && (
        <Stack sx={{ mt: 2 }}>
          <Typography sx={{ fontWeight: 600 }}>{t('interview.session.cueCard')}</Typography>
          <ul aria-label={t('interview.session.cueCard')} style={{ margin: 0 }}>
            {question.cue_card.map((prompt) => (
              <li key={prompt}>
                <Typography>{prompt}</Typography>
              </li>
            ))}
          </ul>
        </Stack>
      )}
    </Paper>
  );
}
