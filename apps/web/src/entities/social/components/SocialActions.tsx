import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { failureText } from '../../../lib/api/api-error.ts';
import { relationshipQueryOptions } from '../api/relationship.ts';
import { unreport } from '../api/unreport.ts';
import { ErrorAlert } from '../../../ui/ErrorAlert.tsx';
import { showToast } from '../../../ui/toast/toast-store.ts';
import { LimitDialog } from './LimitDialog.tsx';
import { ReportDialog } from './ReportDialog.tsx';
import { useSocialToggle } from '../lib/use-social-toggle.ts';
import '../texts.ts';

/** Follow, avoid and report (or unreport) another member, with the plan-limit and report dialogs. */
export function SocialActions({ meId, userId, name }: { meId: number; userId: number; name: string }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const relationshipQuery = relationshipQueryOptions(meId, userId);
  const relationship = useQuery(relationshipQuery);
  const { toggle, limit, closeLimit } = useSocialToggle(meId, userId);
  const [reporting, setReporting] = useState(false);
  const view = relationship.data;

  const withdrawReport = async () => {
    try {
      queryClient.setQueryData(relationshipQuery.queryKey, await unreport(userId));
      showToast(t('social.report.withdrawn'), 'success');
    } catch (error) {
      showToast(failureText(error), 'error');
    }
  };

  return (
    <>
      {view ? (
        <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
          <Button
            variant={view.is_following ? 'outlined' : 'contained'}
            aria-pressed={view.is_following}
            onClick={() => toggle(view.is_following ? 'unfollow' : 'follow')}
          >
            {view.is_following ? t('social.actions.unfollow') : t('social.actions.follow')}
          </Button>
          <Button
            variant="outlined"
            aria-pressed={view.is_avoiding}
            onClick={() => toggle(view.is_avoiding ? 'unavoid' : 'avoid')}
          >
            {view.is_avoiding ? t('social.actions.unavoid') : t('social.actions.avoid')}
          </Button>
          {view.is_reported ? (
            <Button variant="outlined" color="error" onClick={() => void withdrawReport()}>
              {t('social.actions.unreport')}
            </Button>
          ) : (
            <Button variant="outlined" color="error" onClick={() => setReporting(true)}>
              {t('social.actions.report')}
            </Button>
          )}
        </Stack>
      ) : relationship.isError ? (
        <ErrorAlert error={relationship.error} />
      ) : (
        <Skeleton variant="rounded" height={36} width={280} aria-hidden />
      )}
      <LimitDialog kind={limit} onClose={closeLimit} />
      <ReportDialog
        userId={userId}
        name={name}
        open={reporting}
        onClose={() => setReporting(false)}
        onReported={(answer) => {
          queryClient.setQueryData(relationshipQuery.queryKey, answer);
          setReporting(false);
          showToast(t('social.report.sent'), 'success');
        }}
      />
    </>
  );
}

/** "N followers" from the caller's relationship with the member, or a placeholder while it loads. */
export function FollowerCountText({ meId, userId }: { meId: number; userId: number }) {
  const { t } = useTranslation();
  const view = useQuery(relationshipQueryOptions(meId, userId)).data;
  if (!view) return <Skeleton variant="text" width={120} aria-hidden />;
  return <span data-testid="public-follower-count">{t('social.profile.followers', { count: view.followers_count })}</span>;
}
