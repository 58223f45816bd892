import Avatar from '@mui/material/Avatar';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ROUTES, type CompanySummary } from '@parley/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { meQueryOptions } from '../../../entities/user/api/me-query.ts';
import { ConfirmDialog } from '../../../ui/ConfirmDialog.tsx';
import { showFailure } from '../../../ui/toast/show-failure.ts';
import { showToast } from '../../../ui/toast/toast-store.ts';
import { companyKeys, leaveCompany } from '../api/company.ts';
import { MemberVideos } from './MemberVideos.tsx';
import '../texts.ts';

/** What a member sees: whose seat they hold, and the way out. */
export function MemberView({ company }: { company: CompanySummary }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [asking, setAsking] = useState(false);
  const leave = useMutation({
    mutationFn: leaveCompany,
    onSuccess: () => {
      queryClient.removeQueries({ queryKey: companyKeys.all });
      void queryClient.invalidateQueries({ queryKey: meQueryOptions.queryKey });
      showToast(t('company.member.left'), 'success');
      void navigate(ROUTES.events);
    },
    onError: showFailure,
  });
  return (
    <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <Avatar variant="rounded" src={company.logo ?? undefined} alt="" sx={{ width: 56, height: 56 }}>
          {company.name.charAt(0)}
        </Avatar>
        <Typography>{t('company.member.youBelong', { name: company.name })}</Typography>
      </Stack>
      <Typography color="text.secondary">{t('company.member.role', { role: t(`company.members.${company.role}`) })}</Typography>
      <MemberVideos />
      <Button color="error" onClick={() => setAsking(true)}>
        {t('company.member.leave')}
      </Button>
      <ConfirmDialog
        open={asking}
        title={t('company.member.leaveTitle', { name: company.name })}
        text={t('company.member.leaveText')}
        confirmLabel={t('company.member.leave')}
        busy={leave.isPending}
        onClose={() => setAsking(false)}
        onConfirm={() => leave.mutate()}
      />
    </Stack>
  );
}
