import { endpoint } from '../common/endpoint.ts';
import { REFERRALS_PREFIX as P } from './referrals.constants.ts';
import * as s from './referrals.schemas.ts';

/** The spec names the page, not its calls: ADR 0069 gives it one. */
export const referralsApi = {
  mine: endpoint({
    method: 'GET',
    path: P,
    summary: "The caller's personal invitation link (made on first ask) and how many friends signed up and confirmed with it",
    auth: 'access',
    status: 200,
    response: s.referralLinkSchema,
  }),
};
