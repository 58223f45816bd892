import { socialApi } from '@parley/contracts';
import { call } from '../api/client.ts';

export const unfollow = (userId: number) => call(socialApi.unfollow, { params: { userId } });
