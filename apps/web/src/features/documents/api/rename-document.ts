import { documentsApi } from '@parley/contracts';
import { call } from '../../../lib/api/client.ts';

export const renameDocument = (id: number, name: string) =>
  call(documentsApi.rename, { params: { documentId: id }, body: { name } });
