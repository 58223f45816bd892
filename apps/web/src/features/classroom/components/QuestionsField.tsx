import AddIcon from '@mui/icons-material/Add';
import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { QUESTIONS_PER_TASK_MAX } from '@parley/contracts';
import { lazy, Suspense } from 'react';
import { Controller, useFieldArray, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { contractText } from '../../../lib/i18n/contract-text.ts';
import { emptyQuestion, type TaskFormValues } from '../lib/task-form.ts';
import '../texts.ts';
import '../../../ui/rich-text/texts.ts';

// TipTap is the largest library of the task dialog: it comes with the first editor, never with a page.
const RichTextEditor = lazy(() =>
  import('../../../ui/rich-text/RichTextEditor.tsx').then((m) => ({ default: m.RichTextEditor })),
);

/** The task's questions, each in its own rich-text editor, with add and remove. */
export function QuestionsField({ control, error }: { control: Control<TaskFormValues>; error?: string }) {
  const { t } = useTranslation();
  const { fields, append, remove } = useFieldArray({ control, name: 'questions' });
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
      <Typography component="legend" sx={{ fontWeight: 600, mb: 1 }}>
        {t('classroom.task.questions')}
      </Typography>
      <Stack spacing={2}>
        {fields.map((field, i) => {
          const label = t('classroom.task.question', { number: i + 1 });
          return (
            <Stack key={field.id} direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
              <Box sx={{ flexGrow: 1, minWidth: 0 }}>
                <Suspense fallback={<Skeleton variant="rounded" height={122} role="status" aria-label={t('richText.loading')} />}>
                  <Controller
                    control={control}
                    name={`questions.${i}`}
                    render={({ field: question }) => (
                      <RichTextEditor
                        label={label}
                        initialHtml={field.html}
                        invalid={Boolean(error)}
                        onChange={(html, text) => question.onChange({ html, text })}
                      />
                    )}
                  />
                </Suspense>
              </Box>
              <IconButton aria-label={t('classroom.task.removeQuestion', { number: i + 1 })} onClick={() => remove(i)}>
                <DeleteOutlinedIcon />
              </IconButton>
            </Stack>
          );
        })}
      </Stack>
      {error && <FormHelperText error>{contractText(error)}</FormHelperText>}
      <Button
        startIcon={<AddIcon />}
        onClick={() => append(emptyQuestion())}
        disabled={fields.length >= QUESTIONS_PER_TASK_MAX}
        sx={{ mt: 1 }}
      >
        {t('classroom.task.addQuestion')}
      </Button>
    </Box>
  );
}
