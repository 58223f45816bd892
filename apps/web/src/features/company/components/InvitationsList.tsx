import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import type { CompanyDashboard } from '@parley/contracts';
import { useTranslation } from 'react-i18next';
import { dayMonth } from '../../../lib/format/date-time.ts';
import { showFailure } from '../../../ui/toast/show-failure.ts';
import { showToast } from '../../../ui/toast/toast-store.ts';
import { useDashboardChange, withdrawInvitation } from '../api/company.ts';
import '../texts.ts';

/** Invitations not accepted yet, each with its way back. */
export function InvitationsList({ dashboard }: { dashboard: CompanyDashboard }) {
  const { t } = useTranslation();
  const withdraw = useDashboardChange(withdrawInvitation, () => showToast(t('company.members.withdrawn'), 'success'));
  return (
    <section aria-labelledby="company-invitations">
      <Typography id="company-invitations" variant="h2" sx={{ fontSize: '1.25rem' }}>
        {t('company.members.open')}
      </Typography>
      {dashboard.invitations.length === 0 ? (
        <Typography color="text.secondary">{t('company.members.noInvitations')}</Typography>
      ) : (
        <List>
          {dashboard.invitations.map((invitation) => (
            <ListItem
              key={invitation.id}
              divider
              secondaryAction={
                <Button
                  aria-label={t('company.members.withdrawLabel', { email: invitation.email })}
                  onClick={() => withdraw.mutate(invitation.id, { onError: showFailure })}
                >
                  {t('company.members.withdraw')}
                </Button>
              }
            >
              <ListItemText
                primary={invitation.email}
                secondary={t('company.members.invitedOn', { date: dayMonth(invitation.invited_at) })}
              />
            </ListItem>
          ))}
        </List>
      )}
    </section>
  );
}
