import { notesApi } from '@parley/contracts';
import { call } from '../../../lib/api/client.ts';

export const deleteNote = (id: number) => call(notesApi.delete, { params: { noteId: id } });
