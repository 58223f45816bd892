import { createStore, useStore } from '../../../lib/external-store.ts';

/** The onboarding dialogs a person opens themselves; the orchestrator shows one dialog at a time. */
export type OpenedDialog = 'goals' | 'survey' | null;

const store = createStore<OpenedDialog>(null);

export const useOpenedDialog = (): OpenedDialog => useStore(store);
export const openGoalsQuestionnaire = (): void => store.set('goals');
export const openSurvey = (): void => store.set('survey');
export const closeOpenedDialog = (): void => store.set(null);
