import { recordingsApi } from '@parley/contracts';
import { call } from '../../../lib/api/client.ts';

/** The chunk indexes the server holds of a recording (GET the recording), for resuming its uploads. */
export const receivedChunks = async (recordingId: number) =>
  (await call(recordingsApi.get, { params: { recordingId } })).received;
