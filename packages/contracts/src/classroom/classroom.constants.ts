/**
 * Classrooms (issue 20; spec platform §2–§5, §7): a teacher's classrooms, joined by code, with tasks in folders whose
 * audience is chosen per folder. Numbers and paths the spec does not give are ours (ADR 0059).
 */
export const CLASSROOM_PREFIX = '/api/v1/sdk/classroom';

/** Spec §4: who may see a folder. 0 is exclusive; 1 (homepage subscribers) stands for the three tiers together. */
export const FOLDER_AUDIENCES = {
  onlyMe: 0,
  homepageSubscribers: 1,
  aiPlan: 2,
  basicPlan: 3,
  premiumPlan: 4,
  codeStudents: 5,
} as const;
export const FOLDER_AUDIENCE_VALUES = [0, 1, 2, 3, 4, 5] as const;
export type FolderAudience = (typeof FOLDER_AUDIENCE_VALUES)[number];
/** The teacher-plan tiers and the audience number that lets their subscribers see a folder. */
export const TIER_AUDIENCES = { ai: 2, basic: 3, premium: 4 } as const;

/** Spec §3: a task's colour defaults to light yellow. */
export const DEFAULT_TASK_COLOR: TaskColor = '#FFF9C4';
export const TASK_COLORS = ['#FFF9C4', '#FFE0B2', '#F8BBD0', '#E1BEE7', '#BBDEFB', '#C8E6C9', '#FFFFFF'] as const;
export type TaskColor = (typeof TASK_COLORS)[number];

export const CLASSROOMS_PER_TEACHER_MAX = 20;
export const CLASSROOM_NAME_MAX = 80;
export const CLASSROOM_CODE_LENGTH = 6;
/** Codes are read aloud and typed: no I, O, 0 or 1. */
export const CLASSROOM_CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
export const FOLDERS_PER_CLASSROOM_MAX = 50;
export const FOLDER_NAME_MAX = 60;
export const TASKS_PER_CLASSROOM_MAX = 500;
export const QUESTIONS_PER_TASK_MAX = 10;
/** The rich text of a task's questions together, in bytes of sanitised HTML. */
export const TASK_RICH_TEXT_MAX_BYTES = 100_000;
export const REPLY_TEXT_MAX = 5000;
export const REPLIES_PER_TASK_MAX = 20;
export const REPLY_FILE_MAX_BYTES = 10 * 1024 * 1024;
export const REPLY_FILE_TYPES = ['application/pdf', 'image/png', 'image/jpeg', 'text/plain'] as const;
export const CLASSROOM_MAX_STUDENTS_LIMIT = 1000;
export const INVITES_PER_CLASSROOM_PER_DAY = 50;

export const TASK_KINDS = ['custom', 'ielts', 'toefl', 'live_practice'] as const;
export type TaskKind = (typeof TASK_KINDS)[number];
export const TASK_PRODUCTS = ['ielts', 'toefl'] as const;
export type TaskProduct = (typeof TASK_PRODUCTS)[number];
export const REPLY_KINDS = ['text', 'recording', 'file'] as const;
export type ReplyKind = (typeof REPLY_KINDS)[number];

/** Sentences the server answers and the pages show; the empty state is the spec's (§8). */
export const CLASSROOM_TEXTS = {
  noTasks: 'There are no tasks at the moment',
  myTasks: 'My tasks',
  studentView: 'Student view',
  teachersOnly: 'Only teachers can do this',
  studentsOnly: 'Only students can join a classroom',
  studentsReply: 'Only students reply to tasks',
  notFound: 'No classroom has this code',
  taskNotFound: 'This task does not exist',
  folderNotFound: 'This folder does not exist',
  nameRequired: 'Please give the classroom a name',
  nameTooLong: `A name can have at most ${CLASSROOM_NAME_MAX} characters`,
  folderNameRequired: 'Please give the folder a name',
  folderNameTooLong: `A folder name can have at most ${FOLDER_NAME_MAX} characters`,
  visibilityRequired: 'Choose who can see this folder',
  onlyMeExclusive: '"Only me" cannot be combined with other audiences',
  tooManyClassrooms: `You can have at most ${CLASSROOMS_PER_TEACHER_MAX} classrooms`,
  tooManyFolders: `A classroom can have at most ${FOLDERS_PER_CLASSROOM_MAX} folders`,
  tooManyTasks: `A classroom can have at most ${TASKS_PER_CLASSROOM_MAX} tasks`,
  tooManyQuestions: `A task can have at most ${QUESTIONS_PER_TASK_MAX} questions`,
  richTextTooLong: 'The questions are too long: at most 100 kB of text',
  taskEmpty: 'A task needs a question, a video or a link',
  colorInvalid: 'Please choose one of the task colours',
  orderInvalid: 'The new order must list tasks of this classroom once each',
  classroomFull: 'This classroom is full',
  removedFromClassroom: 'The teacher removed you from this classroom',
  ownClassroom: 'You teach this classroom',
  notJoined: 'You are not a student of this classroom',
  replyEmpty: 'Please write a reply, choose a recording or attach a file',
  replyTooLong: `A reply can have at most ${REPLY_TEXT_MAX} characters`,
  tooManyReplies: `You can reply to a task at most ${REPLIES_PER_TASK_MAX} times`,
  recordingNotYours: 'Choose one of your own recordings',
  fileRequired: 'Please choose a file to attach',
  fileType: 'Only PDF, PNG, JPEG or plain text files can be attached',
  fileTooLarge: 'The file is too large: at most 10 MB',
  productTaskNotFound: 'This practice question does not exist',
  eventNotFound: 'This event does not exist',
  eventOver: 'This event is already over',
  eventPrivate: 'Only your own private events can be linked',
  studentNotFound: 'This student is not in the classroom',
  maxStudentsRange: `The limit must be between 1 and ${CLASSROOM_MAX_STUDENTS_LIMIT}, or none`,
  maxStudentsBelowCount: 'The classroom already has more students than this',
  tooManyInvites: `At most ${INVITES_PER_CLASSROOM_PER_DAY} invitations a day per classroom`,
  inviteTeacher: 'This person is a teacher and cannot join a classroom',
  alreadyStudent: 'This person is already a student of the classroom',
} as const;
