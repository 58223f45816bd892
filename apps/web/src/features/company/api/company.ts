import { companyApi, type BillingPeriod, type CompanyBody, type CompanyDashboard, type CompanyRole } from '@parley/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api/client.ts';
import { useUser } from '../../../lib/session/session.ts';
import { plansQueryOptions } from '../../billing/public.ts';

/** Every company query starts with this key, so a change refreshes the summary and the dashboard together. */
export const companyKeys = {
  all: ['company'] as const,
  mine: () => ['company', 'mine'] as const,
  dashboard: () => ['company', 'dashboard'] as const,
  preview: (kind: 'code' | 'token', value: string) => ['company', 'preview', kind, value] as const,
};

export const useMyCompany = () =>
  useQuery({ queryKey: companyKeys.mine(), queryFn: ({ signal }) => call(companyApi.mine, { signal }), retry: false });

/** `waiting` keeps it refreshing every two seconds while something it waits for (the seats after a checkout) is not in. */
export const useCompanyDashboard = (enabled: boolean, waiting: (d: CompanyDashboard | undefined) => boolean = () => false) =>
  useQuery({
    queryKey: companyKeys.dashboard(),
    queryFn: ({ signal }) => call(companyApi.dashboard, { signal }),
    enabled,
    refetchInterval: (query) => (waiting(query.state.data) ? 2000 : false),
  });

/** The administrator's calls all answer the dashboard: it replaces the cached one at once. */
export function useDashboardChange<V>(change: (vars: V) => Promise<CompanyDashboard>, onDone?: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSuccess: (dashboard) => {
      queryClient.setQueryData(companyKeys.dashboard(), dashboard);
      void queryClient.invalidateQueries({ queryKey: companyKeys.mine() });
      onDone?.();
    },
  });
}

export const createCompany = (body: CompanyBody) => call(companyApi.create, { body });
export const updateCompany = (body: CompanyBody) => call(companyApi.update, { body });
export const inviteMembers = (emails: string[]) => call(companyApi.invite, { body: { emails } });
export const withdrawInvitation = (invitationId: number) => call(companyApi.cancelInvitation, { params: { invitationId } });
export const replaceJoinCode = () => call(companyApi.newJoinCode);
export const setMemberRole = ({ userId, role }: { userId: number; role: CompanyRole }) =>
  call(companyApi.setRole, { params: { userId }, body: { role } });
export const removeMember = (userId: number) => call(companyApi.removeMember, { params: { userId } });
export const leaveCompany = () => call(companyApi.leave);

export const buySeats = (body: { seats: number; period: BillingPeriod; promotion_code?: string }) =>
  call(companyApi.checkout, { body });
export const changeSeats = (seats: number) => call(companyApi.seats, { body: { seats } });
export const openBillingPortal = () => call(companyApi.portal);

/** Whether the caller may still start Team's trial: the plan cards say so per person (ADR 0071). */
export const useTeamTrialDays = () => {
  const user = useUser();
  return useQuery({
    ...plansQueryOptions(user?.id ?? null),
    select: (plans) => plans.find((p) => p.plan_id === 'team')?.trial_days ?? null,
  });
};
