import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { shownName, type AdminUserDetail } from '@parley/contracts';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { shortDateTime } from '../../../lib/format/date-time.ts';
import { ErrorAlert } from '../../../ui/ErrorAlert.tsx';
import { useAdminUser } from '../api/users.ts';
import { useUserAction } from '../api/user-actions.ts';
import '../texts.ts';
import { NoteDialog, type NoteAsk } from './NoteDialog.tsx';
import { RolesEditor } from './RolesEditor.tsx';
import { UserChips } from './UserChips.tsx';

function Facts({ user }: { user: AdminUserDetail }) {
  const { t } = useTranslation();
  const rows: [string, string][] = [
    [t('admin.user.email'), user.email ?? '—'],
    [t('admin.user.created'), shortDateTime(user.created_at)],
    ...(user.disabled_at ? [[t('admin.user.disabledAt'), shortDateTime(user.disabled_at)] as [string, string]] : []),
    ...(user.homepage_url ? [[t('admin.user.homepage'), `/${user.homepage_url}`] as [string, string]] : []),
  ];
  return (
    <Typography component="dl" sx={{ m: 0, '& dt': { fontWeight: 600 }, '& dd': { m: 0, mb: 1 } }}>
      {rows.map(([term, value]) => [<dt key={`${term}-t`}>{term}</dt>, <dd key={`${term}-d`}>{value}</dd>])}
    </Typography>
  );
}

function Lists({ user }: { user: AdminUserDetail }) {
  const { t } = useTranslation();
  return (
    <>
      <Typography variant="h3" sx={{ fontSize: '1rem', fontWeight: 600, mt: 2 }}>
        {t('admin.user.reports')}
      </Typography>
      {user.reports.length === 0 ? (
        <Typography color="text.secondary">{t('admin.user.noReports')}</Typography>
      ) : (
        <ul>
          {user.reports.map((r) => (
            <li key={r.id}>
              {t(`admin.reports.reasons.${r.reason}`)} · {t(`admin.reports.statuses.${r.status}`)} · {shownName(r.reporter)}
            </li>
          ))}
        </ul>
      )}
      <Typography variant="h3" sx={{ fontSize: '1rem', fontWeight: 600, mt: 2 }}>
        {t('admin.user.subscriptions')}
      </Typography>
      {user.subscriptions.length === 0 ? (
        <Typography color="text.secondary">{t('admin.user.noSubscriptions')}</Typography>
      ) : (
        <ul>
          {user.subscriptions.map((s) => (
            <li key={`${s.plan}-${s.period}-${s.status}`}>{t('admin.user.subscription', s)}</li>
          ))}
        </ul>
      )}
    </>
  );
}

/** One member: facts, roles, reports, subscriptions; disable or enable with a note. */
export function UserDialog({ userId, onClose }: { userId: number; onClose: () => void }) {
  const { t } = useTranslation();
  const id = useId();
  const user = useAdminUser(userId);
  const [ask, setAsk] = useState<NoteAsk | null>(null);
  const action = useUserAction(userId, (a) =>
    a.kind === 'disable'
      ? t('admin.user.disabledDone')
      : a.kind === 'enable'
        ? t('admin.user.enabledDone')
        : a.kind === 'grantRole'
          ? t('admin.user.roleGiven')
          : t('admin.user.roleRemoved'),
  );
  const name = user.data ? shownName(user.data) : '';
  const toggle = (disabled: boolean) =>
    setAsk({
      title: t(disabled ? 'admin.user.enableTitle' : 'admin.user.disableTitle', { name }),
      text: t(disabled ? 'admin.user.enableText' : 'admin.user.disableText'),
      confirmLabel: t(disabled ? 'admin.user.enable' : 'admin.user.disable'),
      tone: disabled ? 'primary' : 'error',
      onConfirm: (note) => action.mutate({ kind: disabled ? 'enable' : 'disable', note }, { onSuccess: () => setAsk(null) }),
    });
  return (
    <Dialog open onClose={onClose} aria-labelledby={`${id}-title`} fullWidth maxWidth="sm">
      <DialogTitle id={`${id}-title`}>{user.data ? t('admin.user.title', { name }) : <Skeleton width="50%" />}</DialogTitle>
      <DialogContent>
        {user.isError && <ErrorAlert error={user.error} />}
        {user.isPending && <Skeleton variant="rounded" height={160} />}
        {user.data && (
          <>
            <UserChips user={user.data} />
            <Facts user={user.data} />
            <RolesEditor
              user={user.data}
              busy={action.isPending}
              onGrant={(role) => action.mutate({ kind: 'grantRole', role })}
              onRevoke={(role) => action.mutate({ kind: 'revokeRole', role })}
            />
            <Lists user={user.data} />
          </>
        )}
      </DialogContent>
      <DialogActions>
        {user.data && (
          <Button color={user.data.disabled_at ? 'primary' : 'error'} onClick={() => toggle(user.data.disabled_at !== null)}>
            {t(user.data.disabled_at ? 'admin.user.enable' : 'admin.user.disable')}
          </Button>
        )}
        <Button onClick={onClose}>{t('admin.user.close')}</Button>
      </DialogActions>
      {ask && <NoteDialog ask={ask} busy={action.isPending} onClose={() => setAsk(null)} />}
    </Dialog>
  );
}
