import { LESSON_TEXTS, type LessonSlot } from '@parley/contracts';
import { useTranslation } from 'react-i18next';
import { contractText } from '../../../lib/i18n/contract-text.ts';
import { ConfirmDialog } from '../../../ui/ConfirmDialog.tsx';
import { lessonTime } from '../lib/lesson-time.ts';
import type { LessonActions } from '../lib/use-lesson-actions.ts';
import { MoveDialog } from './MoveDialog.tsx';
import '../texts.ts';

/** The question before booking, cancelling or moving a lesson; the 12-hour rule is said before each. */
export function LessonDialogs({
  actions,
  slots,
  teacherName,
}: {
  actions: LessonActions;
  /** The times a lesson can move to. */
  slots: readonly LessonSlot[];
  teacherName: string;
}) {
  const { t } = useTranslation();
  const { action, busy, close, confirm } = actions;
  const lesson = action?.kind === 'book' ? action.slot : action?.lesson;
  const text = lesson
    ? `${t('lessons.actions.with', { when: lessonTime(lesson), name: teacherName })} ${contractText(LESSON_TEXTS.tooLate)}.`
    : '';
  return (
    <>
      <ConfirmDialog
        open={action?.kind === 'book'}
        title={t('lessons.actions.bookTitle')}
        text={text}
        confirmLabel={t('lessons.actions.bookConfirm')}
        tone="primary"
        busy={busy}
        onClose={close}
        onConfirm={() => confirm()}
      />
      <ConfirmDialog
        open={action?.kind === 'cancel'}
        title={t('lessons.actions.cancelTitle')}
        text={text}
        confirmLabel={t('lessons.actions.cancelConfirm')}
        cancelLabel={t('lessons.actions.keep')}
        busy={busy}
        onClose={close}
        onConfirm={() => confirm()}
      />
      {action?.kind === 'move' && (
        <MoveDialog lesson={action.lesson} slots={slots} busy={busy} onClose={close} onMove={confirm} />
      )}
    </>
  );
}
