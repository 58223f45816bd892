import * as z from 'zod/mini';
import { endpoint } from '../common/endpoint.ts';
import { COMPANY_PREFIX as P } from './company.constants.ts';
import { checkoutResponseSchema, portalResponseSchema } from '../billing/billing.schemas.ts';
import * as s from './company.schemas.ts';

const ok = z.object({ ok: z.literal(true) });
const dashboard = (method: 'GET' | 'PATCH' | 'POST' | 'PUT' | 'DELETE', path: string, summary: string) => ({
  method,
  path,
  summary,
  auth: 'access' as const,
  status: 200 as const,
  response: s.companyDashboardSchema,
});

/** The spec names /company/start and /company/account, not their calls: ADR 0072 gives them. */
export const companyApi = {
  mine: endpoint({
    method: 'GET',
    path: P,
    summary: "The caller's organisation as every member sees it (404 when they belong to none)",
    auth: 'access',
    status: 200,
    response: s.companySummarySchema,
  }),
  create: endpoint({
    method: 'POST',
    path: P,
    summary: 'Start an organisation; the caller becomes its administrator and holds its first seat once seats are bought',
    auth: 'access',
    body: s.companyBodySchema,
    status: 201,
    response: s.companyDashboardSchema,
  }),
  dashboard: endpoint(
    dashboard('GET', `${P}/dashboard`, 'The administrator dashboard: billing, seats, join code, members, invitations'),
  ),
  update: endpoint({
    ...dashboard('PATCH', P, "Change the organisation's name, logo or billing address (administrators)"),
    body: s.companyBodySchema,
  }),
  invite: endpoint({
    ...dashboard(
      'POST',
      `${P}/invitations`,
      'Mail invitations to join (administrators); an address invited again gets a new link',
    ),
    body: s.companyInviteBodySchema,
  }),
  cancelInvitation: endpoint({
    ...dashboard('DELETE', `${P}/invitations/{invitationId}`, 'Withdraw an open invitation (administrators)'),
    params: s.companyInvitationParamsSchema,
  }),
  newJoinCode: endpoint(dashboard('POST', `${P}/join-code`, 'Replace the join code; the old one stops working (administrators)')),
  setRole: endpoint({
    ...dashboard('PATCH', `${P}/members/{userId}`, "Change a member's role; the last administrator stays one"),
    params: s.companyMemberParamsSchema,
    body: s.companyRoleBodySchema,
  }),
  removeMember: endpoint({
    ...dashboard('DELETE', `${P}/members/{userId}`, 'Remove a member; they keep their own recordings and lose the Team plan'),
    params: s.companyMemberParamsSchema,
  }),
  checkout: endpoint({
    method: 'POST',
    path: `${P}/checkout`,
    summary: 'Buy seats on the Team plan (administrators): the first time with its 7-day trial; answers the checkout page',
    auth: 'access',
    body: s.companyCheckoutBodySchema,
    status: 200,
    response: checkoutResponseSchema,
  }),
  seats: endpoint({
    ...dashboard('PUT', `${P}/seats`, 'Change the seats of the live Team subscription; the rest of the period is prorated'),
    body: s.companySeatsBodySchema,
  }),
  portal: endpoint({
    method: 'POST',
    path: `${P}/portal`,
    summary: "The payment provider's billing portal for the Team subscription: card, invoices, cancelling",
    auth: 'access',
    status: 200,
    response: portalResponseSchema,
  }),
  leave: endpoint({
    method: 'POST',
    path: `${P}/leave`,
    summary: 'Leave the organisation (the last administrator cannot)',
    auth: 'access',
    status: 200,
    response: ok,
  }),
  preview: endpoint({
    method: 'GET',
    path: `${P}/join/{code}`,
    summary: 'The organisation a join code names, for the join and sign-up pages',
    auth: 'none',
    params: s.companyCodeParamsSchema,
    status: 200,
    response: s.companyPreviewSchema,
  }),
  join: endpoint({
    method: 'POST',
    path: `${P}/join/{code}`,
    summary: 'Take a free seat with the join code',
    auth: 'access',
    params: s.companyCodeParamsSchema,
    status: 200,
    response: s.companySummarySchema,
  }),
  invitation: endpoint({
    method: 'GET',
    path: `${P}/invitation/{token}`,
    summary: 'The organisation and address an invitation link is for',
    auth: 'none',
    params: s.companyTokenParamsSchema,
    status: 200,
    response: z.object({ ...s.companyPreviewSchema.shape, email: z.string() }),
  }),
  accept: endpoint({
    method: 'POST',
    path: `${P}/invitation/{token}`,
    summary: 'Accept an invitation sent to the caller’s address and take a free seat',
    auth: 'access',
    params: s.companyTokenParamsSchema,
    status: 200,
    response: s.companySummarySchema,
  }),
};
