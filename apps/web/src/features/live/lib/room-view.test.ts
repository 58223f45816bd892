import { describe, expect, it } from 'vitest';
import { CLOSED_VIEW, roomViewReducer } from './room-view.ts';

describe('the room view', () => {
  it('toggles the chat and closes it from its own button, leaving dialogs as they are', () => {
    const open = roomViewReducer({ ...CLOSED_VIEW, dialog: 'devices' }, { type: 'toggleChat' });
    expect(open).toEqual({ chatOpen: true, dialog: 'devices', expanded: null });
    expect(roomViewReducer(open, { type: 'toggleChat' }).chatOpen).toBe(false);
    expect(roomViewReducer(open, { type: 'closeChat' }).chatOpen).toBe(false);
  });

  it('holds one dialog at a time', () => {
    const devices = roomViewReducer(CLOSED_VIEW, { type: 'openDialog', dialog: 'devices' });
    expect(roomViewReducer(devices, { type: 'openDialog', dialog: 'end' }).dialog).toBe('end');
    expect(roomViewReducer(devices, { type: 'closeDialog' }).dialog).toBeNull();
  });

  it('enlarges one tile: the same one again shrinks it, another takes its place', () => {
    const seven = roomViewReducer(CLOSED_VIEW, { type: 'toggleExpanded', personId: 7 });
    expect(seven.expanded).toBe(7);
    expect(roomViewReducer(seven, { type: 'toggleExpanded', personId: 8 }).expanded).toBe(8);
    expect(roomViewReducer(seven, { type: 'toggleExpanded', personId: 7 }).expanded).toBeNull();
  });
});
