import { socialApi } from '@parley/contracts';
import { call } from '../../../lib/api/client.ts';

export const unavoid = (userId: number) => call(socialApi.unavoid, { params: { userId } });
