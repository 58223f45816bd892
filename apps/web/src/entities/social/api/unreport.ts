import { socialApi } from '@parley/contracts';
import { call } from '../../../lib/api/client.ts';

export const unreport = (userId: number) => call(socialApi.unreport, { params: { userId } });
