import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { useQueryClient } from '@tanstack/react-query';
import { ROUTES, type ClassroomDetail } from '@parley/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ConfirmDialog } from '../../../ui/ConfirmDialog.tsx';
import { EmptyState } from '../../../ui/EmptyState.tsx';
import { ErrorAlert } from '../../../ui/ErrorAlert.tsx';
import { showFailure } from '../../../ui/toast/show-failure.ts';
import { showToast } from '../../../ui/toast/toast-store.ts';
import { joinClassroom } from '../api/join-classroom.ts';
import { classroomKeys } from '../api/keys.ts';
import { useTasks } from '../api/tasks.ts';
import { unjoinClassroom } from '../api/unjoin-classroom.ts';
import { ClassroomHeader } from '../components/ClassroomHeader.tsx';
import { StudentTasks } from '../components/StudentTasks.tsx';
import type { RecordReplySlot } from '../lib/record-reply.ts';
import '../texts.ts';

/** /classroom/{code} for everyone but its teacher: join it, or see its tasks and reply; a student who joined may leave. */
export function StudentClassroom({
  classroom,
  recorder,
}: {
  classroom: ClassroomDetail;
  recorder?: RecordReplySlot | undefined;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const visitor = classroom.role === 'visitor';
  const tasks = useTasks(classroom.code, !visitor);
  const [busy, setBusy] = useState(false);
  const [leaving, setLeaving] = useState(false);
  const act = async (action: () => Promise<unknown>, done: string, after: () => void) => {
    setBusy(true);
    try {
      await action();
      showToast(done, 'success');
      void queryClient.invalidateQueries({ queryKey: classroomKeys.all });
      after();
    } catch (error) {
      showFailure(error);
    } finally {
      setBusy(false);
    }
  };
  const join = () =>
    act(
      () => joinClassroom(classroom.code),
      t('classroom.join.joined', { name: classroom.name }),
      () => undefined,
    );
  const leave = () =>
    act(
      () => unjoinClassroom(classroom.code),
      t('classroom.leave.left', { name: classroom.name }),
      () => void navigate(ROUTES.classroom),
    );
  const action = visitor ? (
    <Button variant="contained" loading={busy} onClick={() => void join()}>
      {t('classroom.join.thisClassroom')}
    </Button>
  ) : classroom.role === 'student' ? (
    <Button color="inherit" onClick={() => setLeaving(true)}>
      {t('classroom.leave.button')}
    </Button>
  ) : null;
  return (
    <Stack spacing={4}>
      <ClassroomHeader classroom={classroom} action={action} />
      {visitor ? (
        <EmptyState title={t('classroom.join.thisClassroom')} hint={t('classroom.join.visitorHint')} />
      ) : tasks.isPending ? (
        <Skeleton variant="rounded" height={200} role="status" aria-label={t('app.loading')} />
      ) : tasks.isError ? (
        <ErrorAlert error={tasks.error} />
      ) : (
        <StudentTasks classroom={classroom} tasks={tasks.data} recorder={recorder} />
      )}
      <ConfirmDialog
        open={leaving}
        busy={busy}
        title={t('classroom.leave.title', { name: classroom.name })}
        text={t('classroom.leave.text')}
        confirmLabel={t('classroom.leave.confirm')}
        onClose={() => setLeaving(false)}
        onConfirm={() => void leave()}
      />
    </Stack>
  );
}
