import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { shownName, type LivePerson } from '@parley/contracts';
import { useMutation } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { failureText } from '../../../lib/api/api-error.ts';
import { showToast } from '../../../ui/toast/toast-store.ts';
import { setDrawing } from '../api/whiteboard.ts';
import '../texts.ts';

/** The host's "Who draws": a checkbox per person in the room; hosts always draw. */
export function DrawersMenu({ eventId, drawerIds, people }: { eventId: string; drawerIds: number[]; people: LivePerson[] }) {
  const { t } = useTranslation();
  const menuId = useId();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const toggle = useMutation({
    mutationFn: ({ userId, allowed }: { userId: number; allowed: boolean }) => setDrawing(eventId, userId, allowed),
    onError: (err) => showToast(failureText(err), 'error'),
  });
  return (
    <>
      <Button
        size="small"
        variant="outlined"
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={Boolean(anchor)}
        onClick={(e) => setAnchor(e.currentTarget)}
      >
        {t('activities.whiteboard.drawers')}
      </Button>
      <Menu id={menuId} anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)}>
        {people.length === 0 && <MenuItem disabled>{t('activities.whiteboard.nobody')}</MenuItem>}
        {people.map((person) => {
          const allowed = drawerIds.includes(person.id);
          return (
            <MenuItem
              key={person.id}
              role="menuitemcheckbox"
              aria-checked={allowed}
              onClick={() => toggle.mutate({ userId: person.id, allowed: !allowed })}
            >
              <ListItemIcon>
                <Checkbox
                  edge="start"
                  checked={allowed}
                  tabIndex={-1}
                  disableRipple
                  slotProps={{ input: { 'aria-hidden': true } }}
                />
              </ListItemIcon>
              <ListItemText primary={shownName(person)} />
            </MenuItem>
          );
        })}
      </Menu>
    </>
  );
}
