import Stack from '@mui/material/Stack';
import { useQueryClient } from '@tanstack/react-query';
import { generatePath, useNavigate } from 'react-router';
import { ROUTES, type Classroom } from '@parley/contracts';
import { useTranslation } from 'react-i18next';
import { useUser } from '../../../lib/session/session.ts';
import { SectionHeader } from '../../../ui/SectionHeader.tsx';
import { showToast } from '../../../ui/toast/toast-store.ts';
import { createClassroom } from '../api/create-classroom.ts';
import { joinClassroom } from '../api/join-classroom.ts';
import { classroomKeys } from '../api/keys.ts';
import { ClassroomList } from '../components/ClassroomList.tsx';
import { OneFieldForm } from '../components/OneFieldForm.tsx';
import '../texts.ts';

/** /classroom: a teacher's classrooms and "New classroom"; a student's classrooms and "Join a classroom". */
export function ClassroomsPage() {
  const { t } = useTranslation();
  const teacher = useUser()?.status === 'TEACHER';
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const opened = (classroom: Classroom, message: string) => {
    showToast(message, 'success');
    void queryClient.invalidateQueries({ queryKey: classroomKeys.list() });
    void navigate(generatePath(ROUTES.classroomCode, { code: classroom.code }));
  };
  // A teacher makes classrooms; anyone else joins them by code.
  const form = teacher
    ? ({
        name: 'name',
        title: 'classroom.create.title',
        label: 'classroom.create.name',
        submit: 'classroom.create.submit',
        done: 'classroom.create.created',
        send: createClassroom,
      } as const)
    : ({
        name: 'code',
        title: 'classroom.join.title',
        label: 'classroom.join.code',
        submit: 'classroom.join.submit',
        done: 'classroom.join.joined',
        send: joinClassroom,
      } as const);
  return (
    <Stack spacing={4}>
      <SectionHeader
        title={t('classroom.list.title')}
        help={t(teacher ? 'classroom.list.teacherIntro' : 'classroom.list.studentIntro')}
      />
      <OneFieldForm
        key={form.name}
        title={t(form.title)}
        name={form.name}
        label={t(form.label)}
        submitLabel={t(form.submit)}
        onSubmit={async (value) => {
          const classroom = await form.send(value);
          opened(classroom, t(form.done, { name: classroom.name }));
        }}
      />
      <ClassroomList teacher={teacher} />
    </Stack>
  );
}
