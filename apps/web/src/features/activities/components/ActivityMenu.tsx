import ListSubheader from '@mui/material/ListSubheader';
import Button from '@mui/material/Button';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { RUNNABLE_ACTIVITIES, type RunnableActivity } from '@parley/contracts';
import { useMutation } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { failureText } from '../../../lib/api/api-error.ts';
import { showToast } from '../../../ui/toast/toast-store.ts';
import { switchActivity } from '../api/activities.ts';
import '../texts.ts';

/** The host's activity switch: for the room they are in, or for every room of the event. */
export function ActivityMenu({ eventId, current }: { eventId: string; current: string }) {
  const { t } = useTranslation();
  const menuId = useId();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const start = useMutation({
    mutationFn: ({ activity, everywhere }: { activity: RunnableActivity; everywhere: boolean }) =>
      switchActivity(eventId, activity, everywhere),
    onSuccess: (_, { activity, everywhere }) => {
      const name = t(`activities.names.${activity}`);
      showToast(t(everywhere ? 'activities.menu.switchedEverywhere' : 'activities.menu.switched', { activity: name }), 'success');
    },
    onError: (err) => showToast(failureText(err), 'error'),
  });
  const choose = (activity: RunnableActivity, everywhere: boolean) => {
    setAnchor(null);
    start.mutate({ activity, everywhere });
  };
  const items = (everywhere: boolean) =>
    RUNNABLE_ACTIVITIES.map((activity) => (
      <MenuItem
        key={`${activity}-${everywhere}`}
        selected={!everywhere && activity === current}
        onClick={() => choose(activity, everywhere)}
      >
        {t(`activities.names.${activity}`)}
      </MenuItem>
    ));
  return (
    <>
      <Button
        variant="outlined"
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={Boolean(anchor)}
        loading={start.isPending}
        onClick={(e) => setAnchor(e.currentTarget)}
      >
        {t('activities.menu.button')}
      </Button>
      <Menu id={menuId} anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)}>
        <ListSubheader>{t('activities.menu.thisRoom')}</ListSubheader>
        {items(false)}
        <ListSubheader>{t('activities.menu.everyRoom')}</ListSubheader>
        {items(true)}
      </Menu>
    </>
  );
}
