import { companyApi, type CompanyBody, type CompanyDashboard, type CompanyRole } from '@parley/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api/client.ts';

/** Every company query starts with this key, so a change refreshes the summary and the dashboard together. */
export const companyKeys = {
  all: ['company'] as const,
  mine: () => ['company', 'mine'] as const,
  dashboard: () => ['company', 'dashboard'] as const,
  preview: (kind: 'code' | 'token', value: string) => ['company', 'preview', kind, value] as const,
};

export const useMyCompany = () =>
  useQuery({ queryKey: companyKeys.mine(), queryFn: ({ signal }) => call(companyApi.mine, { signal }), retry: false });

export const useCompanyDashboard = (enabled: boolean) =>
  useQuery({ queryKey: companyKeys.dashboard(), queryFn: ({ signal }) => call(companyApi.dashboard, { signal }), enabled });

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
