/** What the live room shows of activities: the room's activity panel, the host's switch, and which activity runs. */
export { ActivityMenu } from './components/ActivityMenu.tsx';
export { ActivityPanel } from './components/ActivityPanel.tsx';
export { roomActivity } from './lib/room-activity.ts';
