import * as z from 'zod/mini';
import type { ActivityMachine } from '../engine/activity-machine.ts';

const stateSchema = z.object({ drawer_ids: z.array(z.int()) });
export type WhiteboardState = z.infer<typeof stateSchema>;

export type WhiteboardAction = { type: 'grant'; user_id: number } | { type: 'revoke'; user_id: number } | { type: 'revoke_all' };

/**
 * The board's permissions (the spec: granted per participant by the host); the elements themselves are kept an
 * element a row (scene.store.ts), as a board is too large to rewrite on every stroke.
 */
export const whiteboardMachine: ActivityMachine<WhiteboardState, WhiteboardAction> = {
  type: 'WHITEBOARD',
  stateSchema,
  initial: () => ({ drawer_ids: [] }),
  act(state, action) {
    const others = state.drawer_ids.filter((id) => action.type !== 'revoke_all' && id !== action.user_id);
    return { state: { drawer_ids: action.type === 'grant' ? [...others, action.user_id] : others } };
  },
  view: (state) => ({ type: 'WHITEBOARD', drawer_ids: state.drawer_ids }),
};
