import { socialApi, type CommunityQuery } from '@parley/contracts';
import { call } from '../../../lib/api/client.ts';

export const searchCommunity = (query: CommunityQuery, signal?: AbortSignal) => call(socialApi.community, { query, signal });
