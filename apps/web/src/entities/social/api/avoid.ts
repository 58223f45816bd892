import { socialApi } from '@parley/contracts';
import { call } from '../../../lib/api/client.ts';

export const avoid = (userId: number) => call(socialApi.avoid, { params: { userId } });
