import { weblinksApi, type WeblinkBody } from '@parley/contracts';
import { call } from '../../../lib/api/client.ts';

/** Creates a link, or replaces the fields of the one with `id`. */
export const saveWeblink = (id: number | null, body: WeblinkBody) =>
  id === null ? call(weblinksApi.create, { body }) : call(weblinksApi.update, { params: { weblinkId: id }, body });
