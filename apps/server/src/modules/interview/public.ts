/**
 * What other modules may use of the practice workshops: classroom tasks are made from the IELTS bank, a team's
 * questions join it through the bank interface, and progress reads the practice results.
 */
export { BUILT_IN_QUESTIONS, type BankQuestion, type QuestionBank } from './question-bank.ts';
export { practiceResults } from './practice-results.ts';
