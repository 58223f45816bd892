import EventIcon from '@mui/icons-material/Event';
import Button from '@mui/material/Button';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import type { Event } from '@parley/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { calendarFileUrl } from '../api/participation.ts';
import '../texts.ts';

/** "Add to Calendar": the server's .ics file (any calendar app) or Google Calendar's template page. */
export function AddToCalendar({ event, variant = 'outlined' }: { event: Event; variant?: 'outlined' | 'text' }) {
  const { t } = useTranslation();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const close = () => setAnchor(null);
  return (
    <>
      <Button
        variant={variant}
        startIcon={<EventIcon />}
        aria-haspopup="menu"
        aria-expanded={anchor ? 'true' : undefined}
        onClick={(e) => setAnchor(e.currentTarget)}
      >
        {t('events.calendar.add')}
      </Button>
      <Menu anchorEl={anchor} open={Boolean(anchor)} onClose={close}>
        <MenuItem component="a" href={calendarFileUrl(event.event_id)} download onClick={close}>
          {t('events.calendar.ics')}
        </MenuItem>
        <MenuItem component="a" href={event.google_calendar_url} target="_blank" rel="noopener noreferrer" onClick={close}>
          {t('events.calendar.google')}
        </MenuItem>
      </Menu>
    </>
  );
}
