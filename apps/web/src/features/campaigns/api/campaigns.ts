import { queryOptions } from '@tanstack/react-query';
import { campaignsApi, type CampaignBodyInput } from '@parley/contracts';
import { call } from '../../../lib/api/client.ts';

export const campaignKeys = { all: ['campaigns'] as const };

/** Every campaign, newest first, with its sign-ups (admins only). */
export const campaignsQueryOptions = queryOptions({
  queryKey: campaignKeys.all,
  queryFn: ({ signal }) => call(campaignsApi.list, { signal }),
});

/** Makes a campaign and its registration code. */
export const createCampaign = (body: CampaignBodyInput) => call(campaignsApi.create, { body });
