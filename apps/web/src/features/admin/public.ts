/** What other features use of the admin console: its frame, for the admin pages they own. */
export { AdminConsole } from './components/AdminConsole.tsx';
