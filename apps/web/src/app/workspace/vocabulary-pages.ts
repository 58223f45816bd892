/**
 * The vocabulary's two pages (one module of the feature), by route name. The route table, which every page downloads,
 * names only this small module; the chunks the pages need are listed here, downloaded on the way to one of them (the
 * /events budget, ADR 0037).
 */
const pages = () => import('../../features/vocabulary/pages/vocabulary-pages.ts');

export const dashboardVocabulary = () => pages().then((m) => ({ Component: m.VocabularyPage }));
export const dashboardQuizVocabulary = () => pages().then((m) => ({ Component: m.QuizPage }));
