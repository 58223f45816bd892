import AddIcon from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { WORKSHOPS, type TeamQuestion, type Workshop } from '@parley/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../ui/ConfirmDialog.tsx';
import { EmptyState } from '../../../ui/EmptyState.tsx';
import { ErrorAlert } from '../../../ui/ErrorAlert.tsx';
import { PageSkeleton } from '../../../ui/PageSkeleton.tsx';
import { showFailure } from '../../../ui/toast/show-failure.ts';
import { showToast } from '../../../ui/toast/toast-store.ts';
import { deleteQuestion, useQuestionChange, useTeamQuestions } from '../api/questions.ts';
import { QuestionDialog } from './QuestionDialog.tsx';
import '../texts.ts';

const WORKSHOP_TITLE = { 'job-interview': 'jobInterview', ielts: 'ielts' } as const;
const short = (text: string) => (text.length > 60 ? `${text.slice(0, 57)}…` : text);

/** One question with its type or part, difficulty and cue card, and its Edit and Delete buttons. */
function QuestionItem({ question: q, onEdit, onDelete }: { question: TeamQuestion; onEdit: () => void; onDelete: () => void }) {
  const { t } = useTranslation();
  return (
    <ListItem
      divider
      sx={{ pr: 24 }}
      secondaryAction={
        <Stack direction="row" spacing={1}>
          <Button onClick={onEdit} aria-label={t('teamContent.questions.editLabel', { question: short(q.question) })}>
            {t('teamContent.questions.edit')}
          </Button>
          <Button
            color="error"
            onClick={onDelete}
            aria-label={t('teamContent.questions.deleteLabel', { question: short(q.question) })}
          >
            {t('teamContent.questions.delete')}
          </Button>
        </Stack>
      }
    >
      <ListItemText
        primary={q.question}
        secondary={
          <Stack component="span" direction="row" spacing={1} sx={{ mt: 0.5, flexWrap: 'wrap' }}>
            <Chip component="span" size="small" label={q.type ?? t('teamContent.questions.partN', { part: q.part })} />
            <Chip
              component="span"
              size="small"
              variant="outlined"
              label={t('teamContent.questions.difficultyValue', { value: q.difficulty.toFixed(2) })}
            />
            {q.cue_card.length > 0 && <span>{q.cue_card.join(' · ')}</span>}
          </Stack>
        }
        slotProps={{ secondary: { component: 'span' } }}
      />
    </ListItem>
  );
}

/** The organisation's own questions by workshop, with the dialog that writes them (ADR 0073). */
export function QuestionsPanel() {
  const { t } = useTranslation();
  const questions = useTeamQuestions();
  const [editing, setEditing] = useState<TeamQuestion | null | undefined>(undefined);
  const [deleting, setDeleting] = useState<TeamQuestion | null>(null);
  const remove = useQuestionChange(deleteQuestion, () => {
    showToast(t('teamContent.questions.deleted'), 'success');
    setDeleting(null);
  });
  if (questions.isPending) return <PageSkeleton />;
  if (questions.isError) return <ErrorAlert error={questions.error} />;
  const byWorkshop = (workshop: Workshop) => questions.data.items.filter((q) => q.workshop === workshop);
  return (
    <Stack spacing={3}>
      <Typography color="text.secondary">{t('teamContent.questions.intro')}</Typography>
      <Button variant="contained" startIcon={<AddIcon />} onClick={() => setEditing(null)} sx={{ alignSelf: 'flex-start' }}>
        {t('teamContent.questions.add')}
      </Button>
      {questions.data.items.length === 0 && (
        <EmptyState title={t('teamContent.questions.none')} hint={t('teamContent.questions.noneHint')} />
      )}
      {WORKSHOPS.filter((w) => byWorkshop(w).length > 0).map((workshop) => (
        <section key={workshop} aria-labelledby={`questions-${workshop}`}>
          <Typography id={`questions-${workshop}`} variant="h2" sx={{ fontSize: '1.25rem' }}>
            {t(`teamContent.questions.${WORKSHOP_TITLE[workshop]}`)}
          </Typography>
          <List>
            {byWorkshop(workshop).map((q) => (
              <QuestionItem key={q.id} question={q} onEdit={() => setEditing(q)} onDelete={() => setDeleting(q)} />
            ))}
          </List>
        </section>
      ))}
      <QuestionDialog editing={editing} onClose={() => setEditing(undefined)} />
      <ConfirmDialog
        open={deleting !== null}
        title={t('teamContent.questions.deleteTitle')}
        text={t('teamContent.questions.deleteText')}
        confirmLabel={t('teamContent.questions.delete')}
        busy={remove.isPending}
        onClose={() => setDeleting(null)}
        onConfirm={() => deleting && remove.mutate(deleting.id, { onError: showFailure })}
      />
    </Stack>
  );
}
