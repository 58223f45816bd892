import { recordingsApi } from '@parley/contracts';
import { call } from '../../api/client.ts';

export const cancelRecording = (recordingId: number) => call(recordingsApi.cancel, { params: { recordingId } });
