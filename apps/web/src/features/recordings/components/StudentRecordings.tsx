import List from '@mui/material/List';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { shownName } from '@parley/contracts';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../ui/EmptyState.tsx';
import { ErrorAlert } from '../../../ui/ErrorAlert.tsx';
import { useStudentRecordings } from '../api/student-recordings.ts';
import { RecordingRow } from './RecordingRow.tsx';
import '../texts.ts';

/**
 * For a teacher: what the students holding their plans recorded lately, each opening its feedback page — how a
 * Lite/AI plan's teacher follows the student's AI results (ADR 0059).
 */
export function StudentRecordings() {
  const { t } = useTranslation();
  const titleId = useId();
  const recordings = useStudentRecordings();
  return (
    <Stack component="section" aria-labelledby={titleId} spacing={1}>
      <Typography id={titleId} variant="h2" sx={{ fontSize: '1.25rem' }}>
        {t('recordings.students.title')}
      </Typography>
      {recordings.isPending ? (
        <Skeleton variant="rounded" height={72} role="status" aria-label={t('app.loading')} />
      ) : recordings.isError ? (
        <ErrorAlert error={recordings.error} />
      ) : recordings.data.length === 0 ? (
        <EmptyState title={t('recordings.students.empty')} hint={t('recordings.students.emptyHint')} />
      ) : (
        <List aria-labelledby={titleId}>
          {recordings.data.map((recording) => (
            <RecordingRow
              key={recording.id}
              recording={recording}
              whose={t('recordings.students.whose', {
                name: shownName(recording.student),
                plan: t(`recordings.students.plans.${recording.tier}`),
              })}
            />
          ))}
        </List>
      )}
    </Stack>
  );
}
