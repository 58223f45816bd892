/** What a note is attached to, as the API names it. */
export interface Attachment {
  recording_id: number | null;
  event_id: string | null;
}

export const NO_ATTACHMENT: Attachment = { recording_id: null, event_id: null };

/** The attach field's value: "r:12" for a recording, "e:<uuid>" for an event, "" for nothing. */
export const attachValue = (a: Attachment) =>
  a.recording_id !== null ? `r:${a.recording_id}` : a.event_id !== null ? `e:${a.event_id}` : '';

export function parseAttachValue(value: string): Attachment {
  if (value.startsWith('r:')) {
    const id = Number(value.slice(2));
    return Number.isInteger(id) && id > 0 ? { recording_id: id, event_id: null } : NO_ATTACHMENT;
  }
  if (value.startsWith('e:') && value.length > 2) return { recording_id: null, event_id: value.slice(2) };
  return NO_ATTACHMENT;
}
