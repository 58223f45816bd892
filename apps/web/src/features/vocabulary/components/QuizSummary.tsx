import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ROUTES, type QuizResult } from '@parley/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import '../texts.ts';

/** The end of a session: how many were right, the words missed, and the ways on. */
export function QuizSummary({ results, total, onAgain }: { results: (QuizResult | null)[]; total: number; onAgain: () => void }) {
  const { t } = useTranslation();
  const answered = results.filter((r): r is QuizResult => r !== null);
  const missed = answered.filter((r) => !r.correct).map((r) => r.expected);
  return (
    <Card component="section" aria-labelledby="quiz-summary">
      <CardContent>
        <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
          <Typography id="quiz-summary" variant="h2" sx={{ fontSize: '1.25rem' }}>
            {t('vocabulary.quiz.summaryTitle')}
          </Typography>
          <Typography role="status">{t('vocabulary.quiz.summary', { right: answered.length - missed.length, total })}</Typography>
          {missed.length > 0 && (
            <Box>
              <Typography sx={{ fontWeight: 600 }}>{t('vocabulary.quiz.toMissed')}</Typography>
              <Box component="ul" sx={{ m: 0 }}>
                {missed.map((word) => (
                  <li key={word}>{word}</li>
                ))}
              </Box>
            </Box>
          )}
          <Stack direction="row" spacing={1}>
            <Button variant="contained" onClick={onAgain} autoFocus>
              {t('vocabulary.quiz.again')}
            </Button>
            <Button component={Link} to={ROUTES.dashboardVocabulary}>
              {t('vocabulary.quiz.toVocabulary')}
            </Button>
          </Stack>
        </Stack>
      </CardContent>
    </Card>
  );
}
