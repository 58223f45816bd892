import { documentsApi } from '@parley/contracts';
import { call } from '../../../lib/api/client.ts';

export const deleteDocument = (id: number) => call(documentsApi.delete, { params: { documentId: id } });
