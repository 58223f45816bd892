import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { QuizQuestion, QuizResult } from '@parley/contracts';
import { useTranslation } from 'react-i18next';
import { LevelChip } from './LevelChip.tsx';
import { ListenButton } from './ListenButton.tsx';
import { SpokenAnswer } from './SpokenAnswer.tsx';
import { WrittenAnswer } from './WrittenAnswer.tsx';
import '../texts.ts';

interface Props {
  question: QuizQuestion;
  result: QuizResult | null;
  last: boolean;
  onResult: (result: QuizResult) => void;
  onNext: () => void;
}

/** One question: what it asks, the way to answer it, then what the server made of the answer and the way on. */
export function QuestionCard({ question, result, last, onResult, onNext }: Props) {
  const { t } = useTranslation();
  const saying = question.type === 'SAY_THE_WORD';
  return (
    <Card component="section" aria-labelledby={`question-${question.word_id}`}>
      <CardContent>
        <Stack spacing={2}>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <Typography id={`question-${question.word_id}`} variant="h2" sx={{ fontSize: '1.125rem' }}>
              {t(`vocabulary.quiz.type.${question.type}`)}
            </Typography>
            {question.cefr_level && <LevelChip level={question.cefr_level} />}
          </Stack>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <Typography
              sx={{
                fontSize: question.type === 'MEANING_TO_WORD' || question.type === 'FILL_THE_GAP' ? '1.125rem' : '1.75rem',
                fontWeight: 600,
              }}
            >
              {question.prompt}
            </Typography>
            {saying && <ListenButton word={question.prompt} />}
          </Stack>
          {question.hint && <Typography color="text.secondary">{question.hint}</Typography>}
          {result ? (
            <>
              <Alert severity={result.correct ? 'success' : 'info'} role="status">
                <strong>{t(result.correct ? 'vocabulary.quiz.right' : 'vocabulary.quiz.notYet')}</strong> {result.message}
                {result.heard && <div>{t('vocabulary.quiz.heard', { heard: result.heard })}</div>}
                {result.accuracy_score !== null && (
                  <div>{t('vocabulary.quiz.score', { score: Math.round(result.accuracy_score) })}</div>
                )}
                {!result.correct && <div>{t('vocabulary.quiz.answerWas', { expected: result.expected })}</div>}
              </Alert>
              <Button variant="contained" onClick={onNext} autoFocus sx={{ alignSelf: 'flex-start' }}>
                {t(last ? 'vocabulary.quiz.finish' : 'vocabulary.quiz.next')}
              </Button>
            </>
          ) : saying ? (
            <SpokenAnswer wordId={question.word_id} onResult={onResult} onSkip={onNext} />
          ) : (
            <WrittenAnswer key={question.word_id} question={question} onResult={onResult} />
          )}
        </Stack>
      </CardContent>
    </Card>
  );
}
