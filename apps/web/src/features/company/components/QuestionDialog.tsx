import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { teamQuestionBodySchema, type TeamQuestion, type Workshop } from '@parley/contracts';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import * as z from 'zod/mini';
import { contractText } from '../../../lib/i18n/contract-text.ts';
import { ErrorAlert } from '../../../ui/ErrorAlert.tsx';
import { showToast } from '../../../ui/toast/toast-store.ts';
import { DifficultySlider } from '../../interview/public.ts';
import { saveQuestion, useQuestionChange } from '../api/questions.ts';
import '../texts.ts';

interface Draft {
  workshop: Workshop;
  type: 'Capability' | 'Compatibility';
  part: 1 | 2 | 3;
  question: string;
  cueCard: string[];
  difficulty: number;
}

const blank: Draft = {
  workshop: 'job-interview',
  type: 'Capability',
  part: 1,
  question: '',
  cueCard: ['', '', '', ''],
  difficulty: 0.5,
};

const draftOf = (q: TeamQuestion | null): Draft =>
  q
    ? {
        workshop: q.workshop,
        type: q.type ?? 'Capability',
        part: q.part === 2 || q.part === 3 ? q.part : 1,
        question: q.question,
        cueCard: q.cue_card.length === 4 ? q.cue_card : ['', '', '', ''],
        difficulty: q.difficulty,
      }
    : blank;

/** The body the contract takes: each workshop sends only its own fields, a cue card only for part 2. */
const bodyOf = (d: Draft) =>
  d.workshop === 'job-interview'
    ? { workshop: d.workshop, type: d.type, question: d.question, difficulty: d.difficulty }
    : {
        workshop: d.workshop,
        part: d.part,
        question: d.question,
        // Prompts left empty are not prompts: the contract then says a part 2 question needs four.
        cue_card: d.part === 2 ? d.cueCard.map((p) => p.trim()).filter(Boolean) : [],
        difficulty: d.difficulty,
      };

type Set = (change: Partial<Draft>) => void;

/** The workshop, and the job interview's type or the IELTS part. */
function KindFields({ draft, set }: { draft: Draft; set: Set }) {
  const { t } = useTranslation();
  return (
    <>
      <TextField
        select
        label={t('teamContent.questions.workshop')}
        value={draft.workshop}
        onChange={(e) => set({ workshop: e.target.value as Workshop })}
      >
        <MenuItem value="job-interview">{t('teamContent.questions.jobInterview')}</MenuItem>
        <MenuItem value="ielts">{t('teamContent.questions.ielts')}</MenuItem>
      </TextField>
      {draft.workshop === 'job-interview' ? (
        <TextField
          select
          label={t('teamContent.questions.type')}
          value={draft.type}
          onChange={(e) => set({ type: e.target.value as Draft['type'] })}
        >
          <MenuItem value="Capability">Capability</MenuItem>
          <MenuItem value="Compatibility">Compatibility</MenuItem>
        </TextField>
      ) : (
        <TextField
          select
          label={t('teamContent.questions.part')}
          value={draft.part}
          onChange={(e) => set({ part: Number(e.target.value) as Draft['part'] })}
        >
          {[1, 2, 3].map((part) => (
            <MenuItem key={part} value={part}>
              {t('teamContent.questions.partN', { part })}
            </MenuItem>
          ))}
        </TextField>
      )}
    </>
  );
}

/** A part-2 question's four prompts. */
function CueCardFields({
  cueCard,
  error,
  onChange,
}: {
  cueCard: string[];
  error: string | undefined;
  onChange: (cueCard: string[]) => void;
}) {
  const { t } = useTranslation();
  return (
    <Stack component="fieldset" spacing={1} sx={{ border: 0, p: 0, m: 0 }}>
      <Typography component="legend" variant="subtitle2">
        {t('teamContent.questions.cueCard')}
      </Typography>
      <Typography variant="body2" color={error ? 'error' : 'text.secondary'}>
        {error ?? t('teamContent.questions.cueCardHelp')}
      </Typography>
      {cueCard.map((prompt, i) => (
        <TextField
          key={i}
          size="small"
          label={t('teamContent.questions.prompt', { n: i + 1 })}
          value={prompt}
          onChange={(e) => onChange(cueCard.map((p, j) => (j === i ? e.target.value : p)))}
        />
      ))}
    </Stack>
  );
}

/** Difficulty 0–1, its ends named as the workshop's slider names them. */
interface Props {
  /** The question being edited, or null for a new one; the dialog is open while this is not undefined. */
  editing: TeamQuestion | null | undefined;
  onClose: () => void;
}

/** Writes or rewrites a question under the banks' rules, checked by the contract before it is sent. */
export function QuestionDialog({ editing, onClose }: Props) {
  return editing === undefined ? null : <QuestionForm key={editing?.id ?? 'new'} editing={editing} onClose={onClose} />;
}

function QuestionForm({ editing, onClose }: { editing: TeamQuestion | null; onClose: () => void }) {
  const { t } = useTranslation();
  const id = useId();
  const [draft, setDraft] = useState<Draft>(() => draftOf(editing));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const save = useQuestionChange(saveQuestion, () => {
    showToast(t('teamContent.questions.saved'), 'success');
    onClose();
  });
  const set = (change: Partial<Draft>) => setDraft((d) => ({ ...d, ...change }));
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const parsed = z.safeParse(teamQuestionBodySchema, bodyOf(draft));
    if (!parsed.success) {
      setErrors(Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0]), contractText(i.message)])));
      return;
    }
    setErrors({});
    save.mutate({ id: editing?.id ?? null, body: parsed.data });
  };
  return (
    <Dialog open onClose={save.isPending ? undefined : onClose} aria-labelledby={`${id}-title`} fullWidth maxWidth="sm">
      <form noValidate onSubmit={submit}>
        <DialogTitle id={`${id}-title`}>
          {t(editing ? 'teamContent.questions.dialogEdit' : 'teamContent.questions.dialogNew')}
        </DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <ErrorAlert error={save.error} />
            <KindFields draft={draft} set={set} />
            <TextField
              label={t('teamContent.questions.question')}
              value={draft.question}
              onChange={(e) => set({ question: e.target.value })}
              multiline
              minRows={2}
              required
              error={!!errors.question}
              helperText={errors.question ?? t('teamContent.questions.questionHelp')}
            />
            {draft.workshop === 'ielts' && draft.part === 2 && (
              <CueCardFields cueCard={draft.cueCard} error={errors.cue_card} onChange={(cueCard) => set({ cueCard })} />
            )}
            <DifficultySlider
              workshop={draft.workshop}
              value={draft.difficulty}
              onChange={(difficulty) => set({ difficulty })}
              label={t('teamContent.questions.difficulty')}
              help={t('teamContent.questions.difficultyHelp')}
            />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={save.isPending}>
            {t('teamContent.questions.cancel')}
          </Button>
          <Button type="submit" variant="contained" disabled={save.isPending}>
            {t('teamContent.questions.save')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
