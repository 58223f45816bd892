/**
 * What the live room shows of activities: the room's activity panel, the host's switch, which activity runs, and the
 * music box beside any of them.
 */
export { ActivityMenu } from './components/ActivityMenu.tsx';
export { ActivityPanel } from './components/ActivityPanel.tsx';
export { MusicBox } from './musicbox/MusicBox.tsx';
export { roomActivity } from './lib/room-activity.ts';
