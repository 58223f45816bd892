import { recordingsApi } from '@parley/contracts';
import { call } from '../../../lib/api/client.ts';

export const studentRecordings = (signal?: AbortSignal) => call(recordingsApi.students, { signal });
