/**
 * What the live room does for a conversation recorded in it (the events module's recording notices, wired in app.ts;
 * docs/decisions/0032-pair-recording.md).
 */
export interface LiveRecordings {
  /** The event's id when the person is in its live room now; throws 404 for an unknown event, 403 otherwise. */
  admit(eventRef: string, userId: number): Promise<string>;
  /** Tells everyone in the person's room that they are recording it. */
  started(eventId: string, userId: number, recordingId: number): Promise<void>;
  /** Tells the room that this recording ended (stopped or thrown away). */
  ended(eventId: string, userId: number, recordingId: number): Promise<void>;
}
