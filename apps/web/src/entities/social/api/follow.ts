import { socialApi } from '@parley/contracts';
import { call } from '../../../lib/api/client.ts';

export const follow = (userId: number) => call(socialApi.follow, { params: { userId } });
