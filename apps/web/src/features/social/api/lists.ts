import { socialApi } from '@parley/contracts';
import { call } from '../../../lib/api/client.ts';

export interface PageQuery {
  limit: number;
  offset: number;
  signal?: AbortSignal;
}

export const followers = (userId: number, { limit, offset, signal }: PageQuery) =>
  call(socialApi.followers, { params: { userId }, query: { limit, offset }, signal });

export const followees = (userId: number, { limit, offset, signal }: PageQuery) =>
  call(socialApi.followees, { params: { userId }, query: { limit, offset }, signal });

export const avoided = ({ limit, offset, signal }: PageQuery) => call(socialApi.avoided, { query: { limit, offset }, signal });

export const reported = ({ limit, offset, signal }: PageQuery) => call(socialApi.reported, { query: { limit, offset }, signal });
