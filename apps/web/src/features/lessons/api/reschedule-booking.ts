import { lessonsApi } from '@parley/contracts';
import { call } from '../../../lib/api/client.ts';

export const rescheduleBooking = (id: number, startsAt: string) =>
  call(lessonsApi.reschedule, { params: { id }, body: { starts_at: startsAt } });
