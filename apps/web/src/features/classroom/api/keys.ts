/** Every classroom query starts with these, so a write can refresh what it changed and nothing else. */
export const classroomKeys = {
  all: ['classroom'] as const,
  list: () => ['classroom', 'list'] as const,
  one: (code: string) => ['classroom', 'one', code.toUpperCase()] as const,
  tasks: (code: string) => ['classroom', 'one', code.toUpperCase(), 'tasks'] as const,
  taskReplies: (code: string, taskId: number) => ['classroom', 'one', code.toUpperCase(), 'replies', 'task', taskId] as const,
  studentReplies: (code: string, studentId: number) =>
    ['classroom', 'one', code.toUpperCase(), 'replies', 'student', studentId] as const,
  students: (code: string) => ['classroom', 'one', code.toUpperCase(), 'students'] as const,
  productTasks: (product: string) => ['classroom', 'products', product] as const,
  hostEvents: () => ['classroom', 'host-events'] as const,
};
