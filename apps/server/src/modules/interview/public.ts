/** What other modules may use of the practice workshops (classroom tasks are made from the IELTS bank). */
export { BUILT_IN_QUESTIONS, type BankQuestion } from './question-bank.ts';
