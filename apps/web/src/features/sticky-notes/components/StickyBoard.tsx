import AddIcon from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import type { StickyNote } from '@parley/contracts';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../ui/ConfirmDialog.tsx';
import { EmptyState } from '../../../ui/EmptyState.tsx';
import { ErrorAlert } from '../../../ui/ErrorAlert.tsx';
import { SortableGrid, type SortTexts } from '../../../ui/sortable/SortableGrid.tsx';
import { boardQuery } from '../api/sticky-notes.ts';
import { useBoardChanges } from '../lib/use-board-changes.ts';
import { NoteEditorCard } from './NoteEditorCard.tsx';
import '../texts.ts';

interface Props {
  /** Null: the caller's own board. */
  classroomId: number | null;
  label: string;
  empty: { title: string; hint: string };
}

function useSortTexts(): SortTexts {
  const { t } = useTranslation();
  return {
    handle: (number) => t('stickyNotes.sort.handle', { number }),
    instructions: t('stickyNotes.sort.instructions'),
    picked: (from) => t('stickyNotes.sort.picked', { from }),
    over: (from, to, total) => t('stickyNotes.sort.over', { from, to, total }),
    dropped: (from, to, total) => t('stickyNotes.sort.dropped', { from, to, total }),
    cancelled: (from) => t('stickyNotes.sort.cancelled', { from }),
  };
}

/** A board its owner writes on, with a skeleton while it loads and the empty state's one action. */
export function StickyBoard({ classroomId, label, empty }: Props) {
  const board = useQuery(boardQuery(classroomId));
  if (board.isPending)
    return (
      <Stack direction="row" spacing={2} aria-busy="true" aria-label={label}>
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} variant="rounded" width={220} height={180} />
        ))}
      </Stack>
    );
  if (board.isError) return <ErrorAlert error={board.error} />;
  return <Notes classroomId={classroomId} label={label} empty={empty} notes={board.data.items} />;
}

function Notes({ classroomId, label, empty, notes }: Props & { notes: StickyNote[] }) {
  const { t } = useTranslation();
  const texts = useSortTexts();
  const { add, arrange, remove, added, deleting, setDeleting } = useBoardChanges(classroomId, notes);
  const addButton = (
    <Button variant="contained" startIcon={<AddIcon />} loading={add.isPending} onClick={() => add.mutate()}>
      {t('stickyNotes.add')}
    </Button>
  );
  return (
    <Stack spacing={2} component="section" aria-label={label}>
      {notes.length === 0 ? (
        <EmptyState title={empty.title} hint={empty.hint} action={addButton} />
      ) : (
        <>
          <Stack direction="row">{addButton}</Stack>
          <SortableGrid
            items={notes}
            onReorder={(items) => arrange.mutate(items)}
            texts={texts}
            minWidth={220}
            renderItem={(note, number, handle) => (
              <NoteEditorCard
                note={note}
                number={number}
                handle={handle}
                autoFocus={note.id === added}
                onDelete={() => setDeleting(note)}
              />
            )}
          />
        </>
      )}
      <ConfirmDialog
        open={deleting !== null}
        title={t('stickyNotes.deleteTitle')}
        text={t('stickyNotes.deleteText')}
        confirmLabel={t('stickyNotes.deleteConfirm')}
        busy={remove.isPending}
        onClose={() => setDeleting(null)}
        onConfirm={() => deleting && remove.mutate(deleting)}
      />
    </Stack>
  );
}
