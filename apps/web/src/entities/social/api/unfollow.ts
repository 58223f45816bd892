import { socialApi } from '@parley/contracts';
import { call } from '../../../lib/api/client.ts';

export const unfollow = (userId: number) => call(socialApi.unfollow, { params: { userId } });
