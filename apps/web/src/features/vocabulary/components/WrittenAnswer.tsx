import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useMutation } from '@tanstack/react-query';
import type { QuizQuestion, QuizResult } from '@parley/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showFailure } from '../../../ui/toast/show-failure.ts';
import { answerQuestion } from '../api/quiz.ts';
import '../texts.ts';

/** A typed word (meaning → word, fill the gap) or a chosen meaning (word → meaning), checked by the server. */
export function WrittenAnswer({ question, onResult }: { question: QuizQuestion; onResult: (r: QuizResult) => void }) {
  const { t } = useTranslation();
  const [answer, setAnswer] = useState('');
  const type = question.type === 'SAY_THE_WORD' ? 'MEANING_TO_WORD' : question.type;
  const send = useMutation({
    mutationFn: () => answerQuestion(question.word_id, { type, answer }),
    onSuccess: onResult,
    onError: showFailure,
  });
  return (
    <Stack
      component="form"
      spacing={2}
      sx={{ alignItems: 'flex-start' }}
      onSubmit={(e) => {
        e.preventDefault();
        if (answer.trim()) send.mutate();
      }}
    >
      {question.type === 'WORD_TO_MEANING' ? (
        <RadioGroup aria-label={t('vocabulary.quiz.meanings')} value={answer} onChange={(e) => setAnswer(e.target.value)}>
          {question.choices.map((choice) => (
            <FormControlLabel key={choice} value={choice} control={<Radio />} label={choice} />
          ))}
        </RadioGroup>
      ) : (
        <TextField
          label={t('vocabulary.quiz.yourAnswer')}
          value={answer}
          onChange={(e) => setAnswer(e.target.value)}
          autoFocus
          autoComplete="off"
          slotProps={{ htmlInput: { autoCapitalize: 'none', spellCheck: false } }}
        />
      )}
      <Button type="submit" variant="contained" disabled={!answer.trim()} loading={send.isPending}>
        {t('vocabulary.quiz.check')}
      </Button>
    </Stack>
  );
}
