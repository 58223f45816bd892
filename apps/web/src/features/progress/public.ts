/** What other features may show of progress: a member's progress for their organisation's administrator. */
export { MemberProgress } from './components/MemberProgress.tsx';
