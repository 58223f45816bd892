import Avatar from '@mui/material/Avatar';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ROUTES } from '@parley/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ApiError } from '../../../lib/api/api-error.ts';
import { EmptyState } from '../../../ui/EmptyState.tsx';
import { ErrorAlert } from '../../../ui/ErrorAlert.tsx';
import { PageSkeleton } from '../../../ui/PageSkeleton.tsx';
import { useMyCompany } from '../api/company.ts';
import { AdminDashboard } from '../components/AdminDashboard.tsx';
import { MemberView } from '../components/MemberView.tsx';
import '../texts.ts';

/** /company/account (spec §2): the administrator dashboard, a member's own view, or the way to start one. */
export function CompanyAccountPage() {
  const { t } = useTranslation();
  const mine = useMyCompany();
  if (mine.isPending) return <PageSkeleton />;
  const none = mine.isError && mine.error instanceof ApiError && mine.error.status === 404;
  return (
    <Container maxWidth="lg" sx={{ py: 4 }}>
      {mine.isSuccess ? (
        <>
          <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mb: 3 }}>
            <Avatar variant="rounded" src={mine.data.logo ?? undefined} alt="" sx={{ width: 48, height: 48 }}>
              {mine.data.name.charAt(0)}
            </Avatar>
            <Typography variant="h1">{mine.data.name}</Typography>
          </Stack>
          {mine.data.role === 'admin' ? <AdminDashboard /> : <MemberView company={mine.data} />}
        </>
      ) : none ? (
        <EmptyState
          title={t('company.account.none')}
          hint={t('company.account.noneHint')}
          action={
            <Button component={Link} to={ROUTES.companyStart} variant="contained">
              {t('company.account.startAction')}
            </Button>
          }
        />
      ) : (
        <ErrorAlert error={mine.error} />
      )}
    </Container>
  );
}
