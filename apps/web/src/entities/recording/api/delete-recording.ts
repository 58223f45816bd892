import { recordingsApi } from '@parley/contracts';
import { call } from '../../../lib/api/client.ts';

export const deleteRecording = (recordingId: number) => call(recordingsApi.delete, { params: { recordingId } });
