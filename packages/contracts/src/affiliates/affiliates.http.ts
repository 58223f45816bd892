import { endpoint } from '../common/endpoint.ts';
import { ADMIN_AFFILIATES_PREFIX as A, AFFILIATE_PREFIX as P } from './affiliates.constants.ts';
import * as s from './affiliates.schemas.ts';

/** The affiliate's own calls (403 for a member who is not one), the visit counter, and the admin's payout view. */
export const affiliatesApi = {
  dashboard: endpoint({
    method: 'GET',
    path: P,
    summary: "The caller's tracked link, its clicks, sign-ups and paying members, and the commission totals",
    auth: 'access',
    status: 200,
    response: s.affiliateDashboardSchema,
  }),
  commissions: endpoint({
    method: 'GET',
    path: `${P}/commissions`,
    summary: "The caller's commission records, newest first",
    auth: 'access',
    query: s.commissionListQuerySchema,
    status: 200,
    response: s.commissionPageSchema,
  }),
  visit: endpoint({
    method: 'POST',
    path: `${P}/visits`,
    summary: "A browser arrived by a tracked link: counts a click unless it is the signed-in affiliate's own",
    auth: 'optional',
    body: s.affiliateVisitBodySchema,
    status: 200,
    response: s.affiliateVisitSchema,
  }),
  adminCommissions: endpoint({
    method: 'GET',
    path: `${A}/commissions`,
    summary: 'Every commission record, newest first, with the totals by status (admins only)',
    auth: 'access',
    query: s.adminCommissionQuerySchema,
    status: 200,
    response: s.adminCommissionPageSchema,
  }),
  markPaid: endpoint({
    method: 'POST',
    path: `${A}/commissions/{commissionId}/paid`,
    summary: 'Record that a commission was paid out (admins only; in the audit log)',
    auth: 'access',
    params: s.commissionParamsSchema,
    status: 200,
    response: s.adminCommissionSchema,
  }),
} as const;
