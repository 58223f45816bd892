/** What this user has open in the room around the call itself: the chat, one dialog, one enlarged tile. */
export interface RoomView {
  chatOpen: boolean;
  dialog: 'devices' | 'end' | null;
  /** The participant whose tile is enlarged. */
  expanded: number | null;
}

export type RoomViewEvent =
  | { type: 'toggleChat' }
  | { type: 'closeChat' }
  | { type: 'openDialog'; dialog: 'devices' | 'end' }
  | { type: 'closeDialog' }
  | { type: 'toggleExpanded'; personId: number };

export const CLOSED_VIEW: RoomView = { chatOpen: false, dialog: null, expanded: null };

/** Chat and dialogs open and close independently; enlarging the enlarged tile again shrinks it, another one swaps. */
export function roomViewReducer(view: RoomView, event: RoomViewEvent): RoomView {
  switch (event.type) {
    case 'toggleChat':
      return { ...view, chatOpen: !view.chatOpen };
    case 'closeChat':
      return { ...view, chatOpen: false };
    case 'openDialog':
      return { ...view, dialog: event.dialog };
    case 'closeDialog':
      return { ...view, dialog: null };
    case 'toggleExpanded':
      return { ...view, expanded: view.expanded === event.personId ? null : event.personId };
  }
}
