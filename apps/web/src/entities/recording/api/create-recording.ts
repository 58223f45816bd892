import { recordingsApi, type CreateRecordingBody } from '@parley/contracts';
import { call } from '../../../lib/api/client.ts';

export const createRecording = (body: CreateRecordingBody) => call(recordingsApi.create, { body });
