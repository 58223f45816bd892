import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemAvatar from '@mui/material/ListItemAvatar';
import ListItemText from '@mui/material/ListItemText';
import NativeSelect from '@mui/material/NativeSelect';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { shownName, type CompanyDashboard, type CompanyMember, type CompanyRole } from '@parley/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { dayMonth } from '../../../lib/format/date-time.ts';
import { ConfirmDialog } from '../../../ui/ConfirmDialog.tsx';
import { UserAvatar } from '../../../ui/UserAvatar.tsx';
import { showFailure } from '../../../ui/toast/show-failure.ts';
import { showToast } from '../../../ui/toast/toast-store.ts';
import { removeMember, setMemberRole, useDashboardChange } from '../api/company.ts';
import { InvitationsList } from './InvitationsList.tsx';
import { InviteForm } from './InviteForm.tsx';
import '../texts.ts';

/** The members with their roles, the invitation form and the invitations not yet accepted. */
export function MembersPanel({ dashboard }: { dashboard: CompanyDashboard }) {
  const { t } = useTranslation();
  const [leaving, setLeaving] = useState<CompanyMember | null>(null);
  const role = useDashboardChange(setMemberRole, () => showToast(t('company.members.roleChanged'), 'success'));
  const remove = useDashboardChange(removeMember);
  return (
    <Stack spacing={3}>
      <InviteForm />
      <section aria-labelledby="company-members">
        <Typography id="company-members" variant="h2" sx={{ fontSize: '1.25rem' }}>
          {t('company.members.list')}
        </Typography>
        <List>
          {dashboard.members.map((member) => {
            const name = shownName(member.user);
            return (
              <ListItem
                key={member.user.id}
                divider
                secondaryAction={
                  <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                    <NativeSelect
                      value={member.role}
                      inputProps={{ 'aria-label': t('company.members.role', { name }) }}
                      onChange={(e) =>
                        role.mutate({ userId: member.user.id, role: e.target.value as CompanyRole }, { onError: showFailure })
                      }
                    >
                      <option value="admin">{t('company.members.admin')}</option>
                      <option value="member">{t('company.members.member')}</option>
                    </NativeSelect>
                    <Button color="error" onClick={() => setLeaving(member)}>
                      {t('company.members.remove')}
                    </Button>
                  </Stack>
                }
              >
                <ListItemAvatar>
                  <UserAvatar name={name} image={member.user.image} size={40} />
                </ListItemAvatar>
                <ListItemText
                  primary={name}
                  secondary={`${member.email ?? ''} · ${t('company.members.joined', { date: dayMonth(member.joined_at) })}`}
                />
              </ListItem>
            );
          })}
        </List>
      </section>
      <InvitationsList dashboard={dashboard} />
      <ConfirmDialog
        open={leaving !== null}
        title={t('company.members.removeTitle', { name: leaving ? shownName(leaving.user) : '' })}
        text={t('company.members.removeText')}
        confirmLabel={t('company.members.remove')}
        busy={remove.isPending}
        onClose={() => setLeaving(null)}
        onConfirm={() =>
          leaving &&
          remove.mutate(leaving.user.id, {
            onSuccess: () => {
              showToast(t('company.members.removed', { name: shownName(leaving.user) }), 'success');
              setLeaving(null);
            },
            onError: showFailure,
          })
        }
      />
    </Stack>
  );
}
