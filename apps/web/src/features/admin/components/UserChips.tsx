import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import type { AdminUser } from '@parley/contracts';
import { useTranslation } from 'react-i18next';
import '../texts.ts';

/** The member's state as chips: roles, plan, teacher or candidate, disabled. */
export function UserChips({ user }: { user: AdminUser }) {
  const { t } = useTranslation();
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', mt: 1 }}>
      {user.disabled_at && <Chip size="small" color="error" label={t('admin.users.disabled')} />}
      {user.teacher_candidate && <Chip size="small" color="warning" label={t('admin.users.candidate')} />}
      <Chip size="small" label={user.status === 'TEACHER' ? t('admin.users.teacher') : t('admin.users.student')} />
      <Chip size="small" variant="outlined" label={t('admin.users.plan', { plan: user.plan })} />
      {user.roles.map((role) => (
        <Chip key={role} size="small" color="primary" variant="outlined" label={role} />
      ))}
    </Stack>
  );
}
