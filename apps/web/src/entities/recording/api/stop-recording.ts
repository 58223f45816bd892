import { recordingsApi } from '@parley/contracts';
import { call } from '../../../lib/api/client.ts';

export const stopRecording = (recordingId: number, testMyself: boolean) =>
  call(recordingsApi.stop, { params: { recordingId }, query: { test_myself: testMyself ? 'true' : 'false' } });
