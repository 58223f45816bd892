import { recordingsApi } from '@parley/contracts';
import { call } from '../../../lib/api/client.ts';

export const listRecordings = (limit: number, offset: number, signal?: AbortSignal) =>
  call(recordingsApi.list, { query: { limit, offset }, signal });
