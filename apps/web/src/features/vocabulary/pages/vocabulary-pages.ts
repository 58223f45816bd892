/** The vocabulary's two pages, loaded as one module (app/workspace/vocabulary-pages.ts). */
export { QuizPage } from './QuizPage.tsx';
export { VocabularyPage } from './VocabularyPage.tsx';
