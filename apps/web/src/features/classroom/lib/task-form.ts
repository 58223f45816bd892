import { DEFAULT_TASK_COLOR, type ClassroomTask, type TaskColor, type TaskUpdate } from '@parley/contracts';

export interface QuestionValue {
  html: string;
  /** The words without formatting: what decides whether the question says anything. */
  text: string;
}

export interface TaskFormValues {
  color: TaskColor;
  questions: QuestionValue[];
  video_link: string;
  external_link: string;
}

export const emptyQuestion = (): QuestionValue => ({ html: '', text: '' });

export const taskFormValues = (task: ClassroomTask | null): TaskFormValues => ({
  color: task?.color ?? DEFAULT_TASK_COLOR,
  questions: task?.questions.length ? task.questions.map((q) => ({ html: q.rich_text, text: q.text })) : [emptyQuestion()],
  video_link: task?.video_link ?? '',
  external_link: task?.external_link ?? '',
});

/** Spec §5: a task is saved only when it says something: a question with words in it, a video or a link. */
export const isTaskEmpty = ({ questions, video_link, external_link }: TaskFormValues) =>
  questions.every((q) => !q.text.trim()) && !video_link.trim() && !external_link.trim();

/** What is sent: the questions that say something, and null for a link left empty. */
export const taskBody = (values: TaskFormValues) =>
  ({
    color: values.color,
    questions: values.questions.filter((q) => q.text.trim()).map((q) => ({ rich_text: q.html })),
    video_link: values.video_link.trim() || null,
    external_link: values.external_link.trim() || null,
  }) satisfies TaskUpdate;
