import { FOLDER_AUDIENCES, folderBodySchema, taskBodySchema, vocabularyBodySchema } from '@parley/contracts';
import { AppError } from '../../errors.ts';
import type { ClassroomDeps } from '../../modules/classroom/classroom-access.ts';
import { createClassroom, joinClassroom, listClassrooms } from '../../modules/classroom/classrooms.service.ts';
import { createFolder, listFolders } from '../../modules/classroom/folders.service.ts';
import { createTask, listTasks } from '../../modules/classroom/tasks.service.ts';
import { myHomepage, saveBanner, saveSection, type StorefrontDeps } from '../../modules/storefront/storefront.service.ts';
import { create as addWord, type VocabularyDeps } from '../../modules/vocabulary/vocabulary.service.ts';
import type { DemoPeople } from './people.ts';

export const DEMO_HOMEPAGE_URL = 'tom-teacher';
export const DEMO_CLASSROOM = 'Conversation B1 (demo)';
const FOLDER = 'Week 1: talking about yourself';

const TASKS = [
  {
    color: '#BBDEFB',
    questions: [{ rich_text: '<p>Record a one-minute introduction: who you are, where you live and why you learn English.</p>' }],
  },
  {
    color: '#C8E6C9',
    questions: [
      { rich_text: '<p>Describe your favourite place in your town. Use at least three adjectives.</p>' },
      { rich_text: '<p>What did you do last weekend? Write five sentences in the past simple.</p>' },
    ],
  },
] as const;

/** Words the learner "saved" earlier: new cards are due at once, so the quiz has something to ask. */
const WORDS = [
  { word: 'commute', meaning: 'to travel regularly between home and work', example: 'I commute to the office by train.' },
  { word: 'nevertheless', meaning: 'in spite of that', example: 'It was raining; nevertheless, we went for a walk.' },
  { word: 'affordable', meaning: 'cheap enough for most people to buy', example: 'We found an affordable flat near the park.' },
  { word: 'reluctant', meaning: 'not willing to do something', example: 'He was reluctant to speak at first.' },
  { word: 'thrive', meaning: 'to grow or develop well', example: 'Plants thrive in this warm weather.' },
];

/** The demo teacher's homepage, claimed once; what the teacher changes later stays. */
export async function seedHomepage(deps: StorefrontDeps, people: DemoPeople) {
  if (await myHomepage(deps, people.teacher)) return;
  await saveBanner(deps, people.teacher, { url: DEMO_HOMEPAGE_URL, name: 'Tom Teacher: conversation English' });
  await saveSection(deps, people.teacher, {
    welcomeMessage:
      'Hi, I am Tom! I help intermediate learners speak with confidence: weekly conversation clubs, feedback on ' +
      'your recordings and a classroom with tasks between sessions.',
    features: [
      { title: 'Weekly conversation clubs', description: 'Small groups at your level.', url: null },
      { title: 'Feedback on your recordings', description: 'Grammar, fluency and pronunciation.', url: null },
    ],
  });
}

/** The teacher's classroom with a folder of two tasks, the learner in it. */
export async function seedClassroom(deps: ClassroomDeps, people: DemoPeople) {
  const { teacher, learner } = people;
  const classroom =
    (await listClassrooms(deps, teacher)).find((c) => c.name === DEMO_CLASSROOM) ??
    (await createClassroom(deps, teacher, { name: DEMO_CLASSROOM }));
  const folder =
    (await listFolders(deps, teacher, classroom.code)).find((f) => f.name === FOLDER) ??
    (await createFolder(
      deps,
      teacher,
      classroom.code,
      folderBodySchema.parse({ name: FOLDER, visibility: [FOLDER_AUDIENCES.codeStudents] }),
    ));
  if ((await listTasks(deps, teacher, classroom.code)).length === 0) {
    for (const task of TASKS) {
      await createTask(deps, teacher, classroom.code, taskBodySchema.parse({ ...task, folder_id: folder.id }));
    }
  }
  await joinClassroom(deps, learner, classroom.code);
}

export async function seedVocabulary(deps: VocabularyDeps, people: DemoPeople) {
  for (const word of WORDS) {
    // A word the learner has already (from an earlier start) is refused as a duplicate: nothing to do.
    await addWord(deps, people.learner.id, vocabularyBodySchema.parse(word)).catch((err: unknown) => {
      if (!(err instanceof AppError && err.code === 'CONFLICT')) throw err;
    });
  }
}
