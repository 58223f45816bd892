import { socialApi } from '@parley/contracts';
import { call } from '../api/client.ts';

export const avoid = (userId: number) => call(socialApi.avoid, { params: { userId } });
