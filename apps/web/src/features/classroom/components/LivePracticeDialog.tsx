import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { Event } from '@parley/contracts';
import { useTranslation } from 'react-i18next';
import { dateTimeFormat } from '../../../lib/format/intl-formats.ts';
import { EmptyState } from '../../../ui/EmptyState.tsx';
import { showToast } from '../../../ui/toast/toast-store.ts';
import { addLivePracticeTask } from '../api/add-live-practice-task.ts';
import { hostEventsQueryOptions } from '../api/host-events.ts';
import { classroomKeys } from '../api/keys.ts';
import { ChoiceDialog } from './ChoiceDialog.tsx';
import '../texts.ts';

/** "Add live practice": one of the teacher's upcoming events becomes a task that sends students to it. */
export function LivePracticeDialog({
  code,
  hostId,
  folderId,
  onClose,
}: {
  code: string;
  hostId: number;
  folderId: number | null;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const when = (event: Event) =>
    dateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(event.start_time_utc));
  const choices = useQuery({
    ...hostEventsQueryOptions(hostId),
    select: (events) => events.map((event) => ({ id: event.event_id, label: event.event_title, detail: when(event) })),
  });
  return (
    <ChoiceDialog
      title={t('classroom.live.title')}
      intro={t('classroom.live.intro')}
      listLabel={t('classroom.live.events')}
      choices={choices}
      empty={<EmptyState title={t('classroom.live.empty')} hint={t('classroom.live.emptyHint')} />}
      addLabel={t('classroom.live.add')}
      cancelLabel={t('classroom.live.cancel')}
      onClose={onClose}
      onAdd={async (id) => {
        await addLivePracticeTask(code, id, folderId);
        void queryClient.invalidateQueries({ queryKey: classroomKeys.one(code) });
        showToast(t('classroom.live.added'), 'success');
      }}
    />
  );
}
