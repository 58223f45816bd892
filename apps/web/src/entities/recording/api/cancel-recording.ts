import { recordingsApi } from '@parley/contracts';
import { call } from '../../../lib/api/client.ts';

export const cancelRecording = (recordingId: number) => call(recordingsApi.cancel, { params: { recordingId } });
