import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { useNow } from '../../../lib/use-now.ts';
import type { BookedLesson, LessonAction } from '../lib/use-lesson-actions.ts';
import '../texts.ts';

/** Cancel and Move for a booked lesson until its cut-off (12 hours before it starts); nothing after it. */
export function ChangeButtons({
  lesson,
  describedBy,
  onAction,
}: {
  lesson: BookedLesson;
  /** The element naming the lesson, so "Cancel" is read with its time. */
  describedBy: string;
  onAction: (action: LessonAction) => void;
}) {
  const { t } = useTranslation();
  const now = useNow(false);
  if (Date.parse(lesson.changeable_until) <= now) return null;
  return (
    <>
      <Button aria-describedby={describedBy} onClick={() => onAction({ kind: 'move', lesson })}>
        {t('lessons.actions.move')}
      </Button>
      <Button aria-describedby={describedBy} color="error" onClick={() => onAction({ kind: 'cancel', lesson })}>
        {t('lessons.actions.cancel')}
      </Button>
    </>
  );
}
