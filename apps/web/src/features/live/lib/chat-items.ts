import { shownName, type ChatMessage } from '@parley/contracts';

/** A message this client is sending or failed to send (spec §4: SENT bubbles show loading, success or error). */
export interface Outgoing {
  key: string;
  text: string;
  status: 'sending' | 'failed';
  /** The server's id once it answered, to drop this entry when the message itself is in the list. */
  id?: string;
}

export interface ChatItem {
  key: string;
  /** The server's message id; absent while this client's own message is on its way. */
  messageId?: string;
  text: string;
  author: string;
  direction: 'SENT' | 'RECEIVED';
  status: 'loading' | 'success' | 'error' | null;
}

/** The panel's bubbles: what the server has, oldest first, then what is still on its way or failed. */
export function chatItems(messages: readonly ChatMessage[], outgoing: readonly Outgoing[], meId: number): ChatItem[] {
  const known = new Set(messages.map((m) => m.id));
  const sent: ChatItem[] = messages.map((m) => ({
    key: m.id,
    messageId: m.id,
    text: m.message,
    author: shownName(m.user),
    direction: m.user.id === meId ? 'SENT' : 'RECEIVED',
    status: m.user.id === meId ? 'success' : null,
  }));
  const pending: ChatItem[] = outgoing
    .filter((o) => !(o.id && known.has(o.id)))
    .map((o) => ({
      key: o.key,
      text: o.text,
      author: '',
      direction: 'SENT',
      status: o.status === 'sending' ? 'loading' : 'error',
    }));
  return [...sent, ...pending];
}

/** Merges the history fetched on arrival with what came over the socket, once each, oldest first. */
export function mergeChat(history: readonly ChatMessage[], live: readonly ChatMessage[]): ChatMessage[] {
  const seen = new Set<string>();
  return [...history, ...live].filter((m) => (seen.has(m.id) ? false : (seen.add(m.id), true)));
}
