import { endpoint } from '../common/endpoint.ts';
import { REFERRALS_PREFIX as P } from './referrals.constants.ts';
import * as s from './referrals.schemas.ts';

/** The spec names the page, not its calls: ADR 0069 gives it one, ADR 0075 the ambassador's. */
export const referralsApi = {
  mine: endpoint({
    method: 'GET',
    path: P,
    summary:
      "The caller's personal invitation link (made on first ask), how many friends signed up and confirmed with it, and the months it earned",
    auth: 'access',
    status: 200,
    response: s.referralLinkSchema,
  }),
  ambassador: endpoint({
    method: 'GET',
    path: `${P}/ambassador`,
    summary:
      "An ambassador's registration code (made on first ask), who signed up with it and how many subscribed (403 unless an ambassador)",
    auth: 'access',
    status: 200,
    response: s.ambassadorCodeSchema,
  }),
};
