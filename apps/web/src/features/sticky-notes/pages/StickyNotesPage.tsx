import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { ROUTES } from '@parley/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useUser } from '../../../lib/session/session.ts';
import { SectionHeader } from '../../../ui/SectionHeader.tsx';
import { PinnedBoards } from '../components/PinnedBoards.tsx';
import { StickyBoard } from '../components/StickyBoard.tsx';
import '../texts.ts';

/** /dashboard/sticky-notes: the learner's own board, and under it the notes their classrooms' teachers pinned. */
export function StickyNotesPage() {
  const { t } = useTranslation();
  const teacher = useUser()?.status === 'TEACHER';
  return (
    <Stack spacing={4}>
      <div>
        <SectionHeader title={t('stickyNotes.title')} help={t('stickyNotes.intro')} />
        {teacher && (
          <Button component={Link} to={ROUTES.dashboardStickyNotesTeacher} sx={{ mt: -2 }}>
            {t('stickyNotes.teacherLink')}
          </Button>
        )}
      </div>
      <StickyBoard
        classroomId={null}
        label={t('stickyNotes.boardLabel')}
        empty={{ title: t('stickyNotes.empty'), hint: t('stickyNotes.emptyHint') }}
      />
      <PinnedBoards />
    </Stack>
  );
}
