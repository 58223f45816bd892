import { eq, or } from 'drizzle-orm';
import { classrooms, classroomTasks, taskReplies } from '../../db/schema/index.ts';
import type { ErasurePart } from '../../plugins/account-erasure.ts';

/**
 * Files of task replies an erasure takes away (ADR 0079): a student's own, and for a teacher every reply in their
 * classrooms, which go with them.
 */
export const replyFiles: ErasurePart = {
  files: async (tx, userId) => {
    const replies = await tx
      .select({ key: taskReplies.fileKey })
      .from(taskReplies)
      .innerJoin(classroomTasks, eq(classroomTasks.id, taskReplies.taskId))
      .innerJoin(classrooms, eq(classrooms.id, classroomTasks.classroomId))
      .where(or(eq(taskReplies.studentId, userId), eq(classrooms.teacherId, userId)));
    return replies.map((r) => r.key);
  },
};
