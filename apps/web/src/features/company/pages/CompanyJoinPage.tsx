import Alert from '@mui/material/Alert';
import Avatar from '@mui/material/Avatar';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { companyApi, ROUTES } from '@parley/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { meQueryOptions } from '../../../entities/user/api/me-query.ts';
import { useSessionState } from '../../../lib/session/session.ts';
import { call } from '../../../lib/api/client.ts';
import { ErrorAlert } from '../../../ui/ErrorAlert.tsx';
import { PageSkeleton } from '../../../ui/PageSkeleton.tsx';
import { showToast } from '../../../ui/toast/toast-store.ts';
import { companyKeys } from '../api/company.ts';
import { SignedOutWayIn } from '../components/SignedOutWayIn.tsx';
import '../texts.ts';

/** Both ways in take the same page: a join link (anyone with the code) or an invitation (one address). */
export interface WayIn {
  kind: 'code' | 'token';
  value: string;
}

function useWayIn(): WayIn {
  const { code, token } = useParams();
  return code ? { kind: 'code', value: code } : { kind: 'token', value: token ?? '' };
}

/** /company/join/:code and /company/invitation/:token (ADR 0072): who invites, then one button to take the seat. */
export function CompanyJoinPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const way = useWayIn();
  const signedIn = useSessionState().current !== null;
  const preview = useQuery({
    queryKey: companyKeys.preview(way.kind, way.value),
    queryFn: ({ signal }): Promise<{ name: string; logo: string | null; seats_free: boolean; email: string | null }> =>
      way.kind === 'code'
        ? call(companyApi.preview, { params: { code: way.value }, signal }).then((p) => ({ ...p, email: null }))
        : call(companyApi.invitation, { params: { token: way.value }, signal }),
    retry: false,
  });
  const join = useMutation({
    mutationFn: () =>
      way.kind === 'code'
        ? call(companyApi.join, { params: { code: way.value } })
        : call(companyApi.accept, { params: { token: way.value } }),
    onSuccess: (company) => {
      void queryClient.invalidateQueries({ queryKey: companyKeys.all });
      void queryClient.invalidateQueries({ queryKey: meQueryOptions.queryKey });
      showToast(t('company.join.joined', { name: company.name }), 'success');
      void navigate(ROUTES.companyAccount);
    },
  });
  if (preview.isPending) return <PageSkeleton />;
  return (
    <Container maxWidth="sm" sx={{ py: 6 }}>
      {preview.isError ? (
        <Alert severity="warning">{t('company.join.notFound')}</Alert>
      ) : (
        <Card variant="outlined">
          <CardContent>
            <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
              <Avatar variant="rounded" src={preview.data.logo ?? undefined} alt="" sx={{ width: 64, height: 64 }}>
                {preview.data.name.charAt(0)}
              </Avatar>
              <Typography variant="h1">{t('company.join.title', { name: preview.data.name })}</Typography>
              <Typography>{t('company.join.intro', { name: preview.data.name })}</Typography>
              {preview.data.email && <Typography>{t('company.join.forAddress', { email: preview.data.email })}</Typography>}
              {!preview.data.seats_free && <Alert severity="info">{t('company.join.noSeat')}</Alert>}
              <ErrorAlert error={join.error} />
              {signedIn ? (
                <Button variant="contained" size="large" disabled={join.isPending} onClick={() => join.mutate()}>
                  {t('company.join.action', { name: preview.data.name })}
                </Button>
              ) : (
                <SignedOutWayIn way={way} email={preview.data.email} />
              )}
            </Stack>
          </CardContent>
        </Card>
      )}
    </Container>
  );
}
