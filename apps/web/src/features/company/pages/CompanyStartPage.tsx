import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { ROUTES } from '@parley/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate } from 'react-router';
import { meQueryOptions } from '../../../entities/user/api/me-query.ts';
import { useSessionState } from '../../../lib/session/session.ts';
import { PageSkeleton } from '../../../ui/PageSkeleton.tsx';
import { showToast } from '../../../ui/toast/toast-store.ts';
import { companyKeys, createCompany, useMyCompany } from '../api/company.ts';
import { DetailsForm } from '../components/DetailsForm.tsx';
import '../texts.ts';

/** /company/start (spec §2): the buyer names the organisation and becomes its administrator; seats come next. */
export function CompanyStartPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const email = useSessionState().current?.user.email ?? '';
  const mine = useMyCompany();
  const create = useMutation({
    mutationFn: createCompany,
    onSuccess: (dashboard) => {
      queryClient.setQueryData(companyKeys.dashboard(), dashboard);
      void queryClient.invalidateQueries({ queryKey: companyKeys.all });
      void queryClient.invalidateQueries({ queryKey: meQueryOptions.queryKey });
      showToast(t('company.start.created'), 'success');
      void navigate(ROUTES.companyAccount);
    },
  });
  if (mine.isPending) return <PageSkeleton />;
  // One organisation per person: someone who has one manages it instead.
  if (mine.isSuccess) return <Navigate to={ROUTES.companyAccount} replace />;
  return (
    <Container maxWidth="md" sx={{ py: 4 }}>
      <Typography variant="h1" sx={{ mb: 1 }}>
        {t('company.start.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {t('company.start.intro')}
      </Typography>
      <DetailsForm
        initial={{ name: '', billing_email: email, logo: null }}
        submitLabel={t('company.start.submit')}
        busy={create.isPending}
        onSubmit={(body) => create.mutateAsync(body)}
      />
    </Container>
  );
}
