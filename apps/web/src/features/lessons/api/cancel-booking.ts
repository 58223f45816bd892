import { lessonsApi } from '@parley/contracts';
import { call } from '../../../lib/api/client.ts';

export const cancelBooking = (id: number) => call(lessonsApi.cancel, { params: { id } });
