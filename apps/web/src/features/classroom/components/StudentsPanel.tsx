import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { CLASSROOM_TEXTS, shownName, type ClassroomStudents } from '@parley/contracts';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api/api-error.ts';
import { formatLongDate } from '../../../lib/format/long-date.ts';
import { EmptyState } from '../../../ui/EmptyState.tsx';
import { ErrorAlert } from '../../../ui/ErrorAlert.tsx';
import { showToast } from '../../../ui/toast/toast-store.ts';
import { inviteStudent } from '../api/invite-student.ts';
import { classroomKeys } from '../api/keys.ts';
import { setMaxStudents } from '../api/max-students.ts';
import { useStudents } from '../api/students.ts';
import type { BoardDialog } from '../lib/board-dialog.ts';
import { OneFieldForm } from './OneFieldForm.tsx';
import '../texts.ts';

/** The limit as typed: empty is none; what is not a whole number is refused here, as the server would refuse it. */
function maxStudents(value: string): number | null {
  if (!value.trim()) return null;
  const max = Number(value);
  if (Number.isInteger(max)) return max;
  throw new ApiError(400, 'VALIDATION_ERROR', CLASSROOM_TEXTS.maxStudentsRange, [
    { loc: ['body', 'max_subscribers'], msg: CLASSROOM_TEXTS.maxStudentsRange },
  ]);
}

/** The students, each with their replies and a way to remove them; invitations by email; the limit on joining. */
export function StudentsPanel({ code, open }: { code: string; open: (dialog: BoardDialog) => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const students = useStudents(code);
  const saved = (answer: ClassroomStudents, message: string) => {
    queryClient.setQueryData(classroomKeys.students(code), answer);
    void queryClient.invalidateQueries({ queryKey: classroomKeys.one(code), exact: true });
    showToast(message, 'success');
  };
  return (
    <Stack spacing={3}>
      <Paper
        variant="outlined"
        component="section"
        aria-labelledby="students-heading"
        sx={{ p: { xs: 2, sm: 3 }, borderRadius: 3 }}
      >
        <Typography id="students-heading" variant="h2" sx={{ fontSize: '1.25rem', mb: 1 }}>
          {t('classroom.students.title')}
        </Typography>
        {students.isPending ? (
          <Skeleton variant="rounded" height={96} role="status" aria-label={t('app.loading')} />
        ) : students.isError ? (
          <ErrorAlert error={students.error} />
        ) : (
          <StudentList students={students.data} open={open} />
        )}
      </Paper>
      <OneFieldForm
        title={t('classroom.students.invite')}
        name="email"
        label={t('classroom.students.email')}
        type="email"
        autoComplete="email"
        submitLabel={t('classroom.students.send')}
        onSubmit={async (email) => saved(await inviteStudent(code, email), t('classroom.students.invited', { email }))}
      />
      {students.data && (
        <OneFieldForm
          title={t('classroom.students.max')}
          name="max_subscribers"
          label={t('classroom.students.max')}
          helperText={t('classroom.students.maxHelp')}
          inputMode="numeric"
          initialValue={students.data.max_subscribers?.toString() ?? ''}
          emptyAllowed
          submitLabel={t('classroom.students.saveMax')}
          onSubmit={async (value) => saved(await setMaxStudents(code, maxStudents(value)), t('classroom.students.maxSaved'))}
        />
      )}
    </Stack>
  );
}

function StudentList({ students, open }: { students: ClassroomStudents; open: (dialog: BoardDialog) => void }) {
  const { t, i18n } = useTranslation();
  if (students.students.length === 0 && students.invites.length === 0)
    return <EmptyState title={t('classroom.students.empty')} hint={t('classroom.students.emptyHint')} />;
  return (
    <>
      <List>
        {students.students.map(({ student, joined_at, reply_count }) => {
          const name = shownName(student);
          return (
            <ListItem key={student.id} divider disableGutters sx={{ flexWrap: 'wrap', gap: 1 }}>
              <ListItemText
                primary={name}
                secondary={t('classroom.students.joined', { date: formatLongDate(joined_at, i18n.language) })}
              />
              <Button size="small" onClick={() => open({ kind: 'replies', of: { student: student.id, name } })}>
                {t('classroom.students.replies', { name, count: reply_count })}
              </Button>
              <Button
                size="small"
                color="error"
                onClick={() => open({ kind: 'removeStudent', student: { id: student.id, name } })}
              >
                {t('classroom.students.remove', { name })}
              </Button>
            </ListItem>
          );
        })}
      </List>
      {students.invites.length > 0 && (
        <>
          <Typography variant="h3" sx={{ fontSize: '1rem', mt: 2 }}>
            {t('classroom.students.invites')}
          </Typography>
          <List dense>
            {students.invites.map((invite) => (
              <ListItem key={invite.email} disableGutters>
                <ListItemText
                  primary={invite.email}
                  secondary={t('classroom.students.invitedOn', { date: formatLongDate(invite.invited_at, i18n.language) })}
                />
              </ListItem>
            ))}
          </List>
        </>
      )}
    </>
  );
}
