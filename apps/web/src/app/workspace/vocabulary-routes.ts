import { page } from '../route-spec.ts';

// The vocabulary and its quiz load one module, so the route table, which every page downloads, names its chunks once.
const vocabularyPages = () => import('../../features/vocabulary/pages/vocabulary-pages.ts');

export const vocabularyPage = page(vocabularyPages, (m) => m.VocabularyPage);
export const quizPage = page(vocabularyPages, (m) => m.QuizPage);
