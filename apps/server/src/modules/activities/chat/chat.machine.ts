import * as z from 'zod/mini';
import { ActivityRefusal, type ActivityMachine } from '../engine/activity-machine.ts';

/** The default view: video and the room's chat, nothing to play. */
export const chatMachine: ActivityMachine<Record<string, never>, never> = {
  type: 'CHAT',
  stateSchema: z.strictObject({}),
  initial: () => ({}),
  act: () => {
    throw new ActivityRefusal('The chat view has no actions');
  },
  view: () => ({ type: 'CHAT' }),
};
