import { endpoint } from '../common/endpoint.ts';
import { CAMPAIGNS_PREFIX as P } from './campaigns.constants.ts';
import * as s from './campaigns.schemas.ts';

/** Campaign codes, for admins only (403 otherwise); every one made is in the admin audit log (ADR 0075). */
export const campaignsApi = {
  list: endpoint({
    method: 'GET',
    path: P,
    summary: 'Every campaign, newest first, with how many signed up with its code',
    auth: 'access',
    status: 200,
    response: s.campaignListSchema,
  }),
  create: endpoint({
    method: 'POST',
    path: P,
    summary: 'Make a campaign and its registration code (409 when an organisation, campaign or ambassador has the code)',
    auth: 'access',
    body: s.campaignBodySchema,
    status: 201,
    response: s.campaignSchema,
  }),
} as const;
