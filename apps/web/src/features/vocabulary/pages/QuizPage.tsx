import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { ROUTES, type QuizResult } from '@parley/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyState } from '../../../ui/EmptyState.tsx';
import { ErrorAlert } from '../../../ui/ErrorAlert.tsx';
import { SectionHeader } from '../../../ui/SectionHeader.tsx';
import { vocabularyKeys } from '../api/keys.ts';
import { useQuizSession } from '../api/quiz.ts';
import { QuestionCard } from '../components/QuestionCard.tsx';
import { QuizSummary } from '../components/QuizSummary.tsx';
import '../texts.ts';

/**
 * /dashboard/quiz-vocabulary: a session of the words due, one question each, with progress through it; the server
 * grades each answer and schedules the word again (FSRS). A summary at the end.
 */
export function QuizPage() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const session = useQuizSession();
  const [index, setIndex] = useState(0);
  const [results, setResults] = useState<(QuizResult | null)[]>([]);

  const restart = () => {
    setIndex(0);
    setResults([]);
    void queryClient.invalidateQueries({ queryKey: vocabularyKeys.all });
  };

  let body;
  if (session.isPending) body = <Skeleton variant="rounded" height={240} role="status" aria-label={t('app.loading')} />;
  else if (session.isError) body = <ErrorAlert error={session.error} />;
  else if (session.data.questions.length === 0)
    body = (
      <EmptyState
        title={t('vocabulary.quiz.emptyTitle')}
        hint={t('vocabulary.quiz.emptyHint')}
        action={
          <Button variant="contained" component={Link} to={ROUTES.dashboardVocabulary}>
            {t('vocabulary.quiz.toVocabulary')}
          </Button>
        }
      />
    );
  else {
    const { questions } = session.data;
    const question = questions[index];
    if (!question) {
      body = <QuizSummary results={results} total={questions.length} onAgain={restart} />;
    } else {
      const label = t('vocabulary.quiz.progress', { n: index + 1, total: questions.length });
      body = (
        <Stack spacing={2}>
          <Box>
            <Typography color="text.secondary">{label}</Typography>
            <LinearProgress variant="determinate" value={(index / questions.length) * 100} aria-label={label} />
          </Box>
          <QuestionCard
            key={question.word_id}
            question={question}
            result={results[index] ?? null}
            last={index === questions.length - 1}
            onResult={(result) => setResults((all) => Object.assign([...all], { [index]: result }))}
            onNext={() => {
              setResults((all) => Object.assign([...all], { [index]: all[index] ?? null }));
              setIndex(index + 1);
              if (index === questions.length - 1) void queryClient.invalidateQueries({ queryKey: vocabularyKeys.due });
            }}
          />
        </Stack>
      );
    }
  }
  return (
    <Box>
      <SectionHeader title={t('vocabulary.quiz.title')} help={t('vocabulary.quiz.intro')} />
      {body}
    </Box>
  );
}
