import MenuItem from '@mui/material/MenuItem';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { shownName } from '@parley/contracts';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useUser } from '../../../lib/session/session.ts';
import { ErrorAlert } from '../../../ui/ErrorAlert.tsx';
import { SectionHeader } from '../../../ui/SectionHeader.tsx';
import { progressQueryOptions, progressStudentsQueryOptions } from '../api/progress.ts';
import { ChartsSkeleton, LearnerProgress } from '../components/LearnerProgress.tsx';
import '../texts.ts';

/** The learner a teacher has chosen (?student=id), or null for the caller's own progress. */
function useChosenStudent(): [number | null, (id: number | null) => void] {
  const [params, setParams] = useSearchParams();
  const id = Number(params.get('student'));
  const chosen = Number.isInteger(id) && id > 0 ? id : null;
  return [chosen, (next) => setParams(next === null ? {} : { student: String(next) }, { replace: true })];
}

/** A teacher's choice of whose progress: their own, or one of their students'. */
function StudentPicker({ chosen, onChoose }: { chosen: number | null; onChoose: (id: number | null) => void }) {
  const { t } = useTranslation();
  const students = useQuery(progressStudentsQueryOptions());
  if (!students.data || students.data.items.length === 0) return null;
  return (
    <TextField
      select
      label={t('progress.whose')}
      value={chosen ?? ''}
      onChange={(e) => onChoose(e.target.value === '' ? null : Number(e.target.value))}
      sx={{ minWidth: 240, mb: 3 }}
      slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
    >
      <MenuItem value="">{t('progress.you')}</MenuItem>
      {students.data.items.map((s) => (
        <MenuItem key={s.id} value={s.id}>
          {shownName(s)}
        </MenuItem>
      ))}
    </TextField>
  );
}

/** /home: the learner's statistics (issue 21 §3); a teacher also sees each of their students'. */
export function ProgressPage() {
  const { t } = useTranslation();
  const user = useUser();
  const [chosen, choose] = useChosenStudent();
  const progress = useQuery(progressQueryOptions(chosen));
  const own = chosen === null;
  const title =
    !own && progress.data ? t('progress.studentTitle', { name: shownName(progress.data.learner) }) : t('progress.title');
  return (
    <Stack>
      <SectionHeader title={title} help={t('progress.intro')} />
      {user?.status === 'TEACHER' && <StudentPicker chosen={chosen} onChoose={choose} />}
      {progress.isPending ? (
        <Stack spacing={2} aria-busy>
          <Skeleton variant="rounded" height={100} aria-label={t('app.loading')} />
          <ChartsSkeleton />
        </Stack>
      ) : progress.isError ? (
        <ErrorAlert error={progress.error} />
      ) : (
        <LearnerProgress progress={progress.data} own={own} />
      )}
    </Stack>
  );
}
