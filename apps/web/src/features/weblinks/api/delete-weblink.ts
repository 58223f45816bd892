import { weblinksApi } from '@parley/contracts';
import { call } from '../../../lib/api/client.ts';

export const deleteWeblink = (id: number) => call(weblinksApi.delete, { params: { weblinkId: id } });
