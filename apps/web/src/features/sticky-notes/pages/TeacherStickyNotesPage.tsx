import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { ROUTES } from '@parley/contracts';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyState } from '../../../ui/EmptyState.tsx';
import { ErrorAlert } from '../../../ui/ErrorAlert.tsx';
import { SectionHeader } from '../../../ui/SectionHeader.tsx';
import { classroomsQuery } from '../api/sticky-notes.ts';
import { StickyBoard } from '../components/StickyBoard.tsx';
import '../texts.ts';

/** The spec's teacher-only "dashboard sticky notes teacher page": a board per classroom, which its students read. */
export function TeacherStickyNotesPage() {
  const { t } = useTranslation();
  const classrooms = useQuery(classroomsQuery());
  const [picked, setPicked] = useState<number | null>(null);
  const header = <SectionHeader title={t('stickyNotes.teacherTitle')} help={t('stickyNotes.teacherIntro')} />;
  if (classrooms.isPending)
    return (
      <>
        {header}
        <Skeleton variant="rounded" height={56} width={320} />
      </>
    );
  if (classrooms.isError)
    return (
      <>
        {header}
        <ErrorAlert error={classrooms.error} />
      </>
    );
  const list = classrooms.data;
  const current = list.find((c) => c.id === picked) ?? list[0];
  return (
    <Stack spacing={3}>
      {header}
      {!current ? (
        <EmptyState
          title={t('stickyNotes.noClassrooms')}
          hint={t('stickyNotes.noClassroomsHint')}
          action={
            <Button variant="contained" component={Link} to={ROUTES.classroom}>
              {t('titles.classroom')}
            </Button>
          }
        />
      ) : (
        <>
          <TextField
            select
            label={t('stickyNotes.classroom')}
            value={current.id}
            onChange={(e) => setPicked(Number(e.target.value))}
            sx={{ maxWidth: 320 }}
          >
            {list.map((c) => (
              <MenuItem key={c.id} value={c.id}>
                {c.name}
              </MenuItem>
            ))}
          </TextField>
          <StickyBoard
            key={current.id}
            classroomId={current.id}
            label={t('stickyNotes.classBoardLabel', { name: current.name })}
            empty={{ title: t('stickyNotes.classEmpty'), hint: t('stickyNotes.classEmptyHint') }}
          />
        </>
      )}
    </Stack>
  );
}
