import CheckIcon from '@mui/icons-material/Check';
import CloseIcon from '@mui/icons-material/Close';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { STRUCTURE_PARTS, type AnswerReport } from '@parley/contracts';
import { useTranslation } from 'react-i18next';
import '../texts.ts';

/** Each question with its answer measured; the job interview adds the STAR parts heard and missing. */
export function AnswerList({ answers, withStructure }: { answers: AnswerReport[]; withStructure: boolean }) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="answers-title">
      <Typography id="answers-title" variant="h3" sx={{ fontSize: '1.125rem', mb: 1 }}>
        {t('interview.report.answers')}
      </Typography>
      {answers.length === 0 && <Typography color="text.secondary">{t('interview.report.empty')}</Typography>}
      <Stack component="ol" spacing={1.5} sx={{ listStyle: 'none', p: 0, m: 0 }} aria-labelledby="answers-title">
        {answers.map((answer) => (
          <Paper
            component="li"
            key={answer.counter}
            variant="outlined"
            sx={{ p: 2, borderRadius: 3 }}
            data-testid="answer-report"
          >
            <Typography variant="overline">{t('interview.report.answer', { number: answer.counter + 1 })}</Typography>
            <Typography sx={{ fontWeight: 600, mb: 1 }}>{answer.question}</Typography>
            <Typography variant="body2" sx={{ fontVariantNumeric: 'tabular-nums' }}>
              {[
                t('interview.report.words', {
                  count: answer.words,
                  seconds: Math.round(answer.end_seconds - answer.start_seconds),
                }),
                t('interview.report.pace', { wpm: Math.round(answer.words_per_minute) }),
                t('interview.report.fillers', { count: answer.fillers }),
                t('interview.report.grammar', { count: answer.grammar_errors }),
              ].join(' · ')}
            </Typography>
            {withStructure && <StructureChips heard={answer.structure} />}
          </Paper>
        ))}
      </Stack>
    </section>
  );
}

function StructureChips({ heard }: { heard: AnswerReport['structure'] }) {
  const { t } = useTranslation();
  return (
    <Stack
      direction="row"
      spacing={1}
      sx={{ mt: 1, flexWrap: 'wrap', rowGap: 1 }}
      aria-label={t('interview.report.structure')}
      role="list"
    >
      {STRUCTURE_PARTS.map((part) => {
        const present = heard.includes(part);
        const label = t(present ? 'interview.report.present' : 'interview.report.missing', {
          part: t(`interview.report.parts.${part}`),
        });
        return (
          // Not colour alone: a tick or a cross, and the word.
          <Chip
            key={part}
            role="listitem"
            size="small"
            label={label}
            icon={present ? <CheckIcon /> : <CloseIcon />}
            color={present ? 'success' : 'default'}
            variant={present ? 'filled' : 'outlined'}
          />
        );
      })}
    </Stack>
  );
}
