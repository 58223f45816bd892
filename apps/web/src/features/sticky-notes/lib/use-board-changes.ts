import type { StickyNote } from '@parley/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { failureText } from '../../../lib/api/api-error.ts';
import { showToast } from '../../../ui/toast/toast-store.ts';
import { arrangeStickyNotes, createStickyNote, deleteStickyNote, stickyKeys } from '../api/sticky-notes.ts';
import '../texts.ts';

/**
 * What changes a board as a whole: adding a note (last, focused to be written), arranging (shown at once, put back by
 * a reload of the board when refused) and deleting after the question. Each card saves its own text.
 */
export function useBoardChanges(classroomId: number | null, notes: StickyNote[]) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const key = stickyKeys.board(classroomId);
  const [added, setAdded] = useState<number | null>(null);
  const [deleting, setDeleting] = useState<StickyNote | null>(null);
  const setItems = (items: StickyNote[]) => client.setQueryData(key, { items });
  const add = useMutation({
    mutationFn: () => createStickyNote({ classroom_id: classroomId }),
    onSuccess: (note) => {
      setItems([...notes, note]);
      setAdded(note.id);
      showToast(t('stickyNotes.added'), 'success');
    },
    onError: (err) => showToast(failureText(err), 'error'),
  });
  const arrange = useMutation({
    mutationFn: (items: StickyNote[]) =>
      arrangeStickyNotes(
        classroomId,
        items.map((n) => n.id),
      ),
    onMutate: (items) => setItems(items),
    onError: (err) => {
      showToast(t('stickyNotes.orderFailed', { reason: failureText(err) }), 'error');
      void client.invalidateQueries({ queryKey: key });
    },
  });
  const remove = useMutation({
    mutationFn: (note: StickyNote) => deleteStickyNote(note.id),
    onSuccess: (_, note) => {
      setItems(notes.filter((n) => n.id !== note.id));
      setDeleting(null);
      showToast(t('stickyNotes.deleted'), 'success');
    },
    onError: (err) => showToast(failureText(err), 'error'),
  });
  return { add, arrange, remove, added, deleting, setDeleting };
}
