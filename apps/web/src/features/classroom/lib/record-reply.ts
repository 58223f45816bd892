import type { ReactNode } from 'react';

/**
 * Where the page shows a recorder for a reply. The recorder is another feature's, so the app puts it here (as
 * app/dashboard puts the recorder beside the review list); it calls `onRecorded` with the recording's id once sent.
 */
export type RecordReplySlot = (onRecorded: (recordingId: number) => void) => ReactNode;
