import { liveBoardsApi, type WhiteboardElement } from '@parley/contracts';
import { queryOptions } from '@tanstack/react-query';
import { call } from '../../../lib/api/client.ts';

export const liveBoardKeys = {
  all: ['live-boards'] as const,
  list: () => ['live-boards', 'list'] as const,
  one: (id: number) => ['live-boards', 'one', id] as const,
};

export const boardsQuery = () => queryOptions({ queryKey: liveBoardKeys.list(), queryFn: () => call(liveBoardsApi.list) });
export const boardQuery = (id: number) =>
  queryOptions({ queryKey: liveBoardKeys.one(id), queryFn: () => call(liveBoardsApi.get, { params: { boardId: id } }) });

export const createBoard = (title: string) => call(liveBoardsApi.create, { body: { title } });
export const renameBoard = (id: number, title: string) =>
  call(liveBoardsApi.rename, { params: { boardId: id }, body: { title } });
export const drawOnBoard = (id: number, elements: WhiteboardElement[]) =>
  call(liveBoardsApi.draw, { params: { boardId: id }, body: { elements } });
export const deleteBoard = (id: number) => call(liveBoardsApi.delete, { params: { boardId: id } });
