import Stack from '@mui/material/Stack';
import type { ClassroomDetail } from '@parley/contracts';
import { useState } from 'react';
import { BoardDialogs } from '../components/BoardDialogs.tsx';
import { ClassroomHeader } from '../components/ClassroomHeader.tsx';
import { StudentsPanel } from '../components/StudentsPanel.tsx';
import { TaskBoard } from '../components/TaskBoard.tsx';
import type { BoardDialog } from '../lib/board-dialog.ts';

/** /classroom/{code} for its teacher: the task screen, then the students. */
export function TeacherClassroom({ classroom }: { classroom: ClassroomDetail }) {
  const [tab, setTab] = useState<number | null>(null);
  const [studentView, setStudentView] = useState(false);
  const [dialog, setDialog] = useState<BoardDialog | null>(null);
  // A folder deleted elsewhere (another tab of the browser) leaves "My tasks" open rather than an empty tab.
  const current = classroom.folders.some((folder) => folder.id === tab) ? tab : null;
  return (
    <Stack spacing={4}>
      <ClassroomHeader classroom={classroom} />
      <TaskBoard
        classroom={classroom}
        tab={current}
        onTab={setTab}
        studentView={studentView}
        onStudentView={setStudentView}
        open={setDialog}
      />
      <StudentsPanel code={classroom.code} open={setDialog} />
      <BoardDialogs classroom={classroom} dialog={dialog} tab={current} onTab={setTab} onClose={() => setDialog(null)} />
    </Stack>
  );
}
