import { useQueryClient } from '@tanstack/react-query';
import { classroomKeys } from './keys.ts';

/** After a reply: the task's count and the student's own list change. */
export function useSentReply(code: string, taskId: number) {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: classroomKeys.tasks(code) });
    void queryClient.invalidateQueries({ queryKey: classroomKeys.taskReplies(code, taskId) });
  };
}
