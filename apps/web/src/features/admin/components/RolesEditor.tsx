import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { AdminUserDetail } from '@parley/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRoles } from '../api/user-actions.ts';
import '../texts.ts';

interface Props {
  user: AdminUserDetail;
  busy: boolean;
  onGrant: (role: string) => void;
  onRevoke: (role: string) => void;
}

/** The member's roles, each removable, and the roles there are to give (the server keeps an admin's own admin role). */
export function RolesEditor({ user, busy, onGrant, onRevoke }: Props) {
  const { t } = useTranslation();
  const roles = useRoles();
  const [picked, setPicked] = useState('');
  const givable = (roles.data ?? []).map((r) => r.name).filter((name) => !user.roles.includes(name));
  return (
    <>
      <Typography variant="h3" sx={{ fontSize: '1rem', fontWeight: 600, mt: 2, mb: 1 }}>
        {t('admin.user.roles')}
      </Typography>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', mb: 2 }}>
        {user.roles.length === 0 && <Typography color="text.secondary">{t('admin.user.noRoles')}</Typography>}
        {user.roles.map((role) => (
          <Stack key={role} direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
            <Chip label={role} />
            <Button size="small" disabled={busy} onClick={() => onRevoke(role)} aria-label={t('admin.user.removeRole', { role })}>
              {t('admin.user.remove')}
            </Button>
          </Stack>
        ))}
      </Stack>
      {givable.length > 0 && (
        <Stack direction="row" spacing={1}>
          <TextField
            select
            size="small"
            label={t('admin.user.role')}
            value={picked}
            onChange={(e) => setPicked(e.target.value)}
            sx={{ minWidth: 160 }}
          >
            {givable.map((name) => (
              <MenuItem key={name} value={name}>
                {name}
              </MenuItem>
            ))}
          </TextField>
          <Button
            variant="outlined"
            disabled={!picked || busy}
            onClick={() => {
              onGrant(picked);
              setPicked('');
            }}
          >
            {t('admin.user.giveRole')}
          </Button>
        </Stack>
      )}
    </>
  );
}
