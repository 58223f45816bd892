import Grid from '@mui/material/Grid';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../ui/EmptyState.tsx';
import { ErrorAlert } from '../../../ui/ErrorAlert.tsx';
import { useClassrooms } from '../api/list-classrooms.ts';
import { ClassroomCard } from './ClassroomCard.tsx';
import '../texts.ts';

const CELL = { xs: 12, sm: 6, md: 4 } as const;

/** The caller's classrooms as cards: taught, joined, or reached through a teacher's plan. */
export function ClassroomList({ teacher }: { teacher: boolean }) {
  const { t } = useTranslation();
  const classrooms = useClassrooms();
  return (
    <section aria-labelledby="classrooms-heading">
      <Typography id="classrooms-heading" variant="h2" sx={{ fontSize: '1.25rem', mb: 2 }}>
        {t('classroom.list.heading')}
      </Typography>
      {classrooms.isPending ? (
        <Grid container spacing={2} role="status" aria-label={t('app.loading')}>
          {[0, 1, 2].map((i) => (
            <Grid key={i} size={CELL}>
              <Skeleton variant="rounded" height={104} />
            </Grid>
          ))}
        </Grid>
      ) : classrooms.isError ? (
        <ErrorAlert error={classrooms.error} />
      ) : classrooms.data.length === 0 ? (
        <EmptyState
          title={t('classroom.list.empty')}
          hint={t(teacher ? 'classroom.list.teacherEmptyHint' : 'classroom.list.studentEmptyHint')}
        />
      ) : (
        <Grid container spacing={2} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {classrooms.data.map((classroom) => (
            <Grid key={classroom.id} size={CELL} component="li">
              <ClassroomCard classroom={classroom} />
            </Grid>
          ))}
        </Grid>
      )}
    </section>
  );
}
