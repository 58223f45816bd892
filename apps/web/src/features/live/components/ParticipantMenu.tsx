import MoreVertIcon from '@mui/icons-material/MoreVert';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { LivePerson } from '@parley/contracts';
import { relationshipQueryOptions } from '../../../entities/social/api/relationship.ts';
import { useSocialToggle } from '../../../entities/social/lib/use-social-toggle.ts';
import { participantMenu, type MenuEntry } from '../lib/participant-menu.ts';
import { useParticipantActions } from '../lib/use-participant-actions.ts';
import { ParticipantDialogs, type ParticipantDialog } from './ParticipantDialogs.tsx';
import '../texts.ts';
import '../../../entities/social/texts.ts';

interface Props {
  eventId: string;
  meId: number;
  person: LivePerson;
  name: string;
  viewerIsHost: boolean;
  personIsHost: boolean;
  /** The event's own host: clearing a co-host names them again. */
  eventHostId: number;
  expanded: boolean;
  onExpand: () => void;
}

/** The per-participant menu on a tile (lib/participant-menu.ts says what it offers to whom) and its dialogs. */
export function ParticipantMenu(props: Props) {
  const { eventId, meId, person, name, viewerIsHost, personIsHost, eventHostId, expanded, onExpand } = props;
  const { t } = useTranslation();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [dialog, setDialog] = useState<ParticipantDialog | null>(null);
  const relationship = useQuery({ ...relationshipQueryOptions(meId, person.id), enabled: anchor !== null }).data;
  const { toggle, limit, closeLimit } = useSocialToggle(meId, person.id);
  const actions = useParticipantActions(eventId, meId, person, name, eventHostId);
  const following = relationship?.is_following ?? false;
  const personIsCoHost = personIsHost && person.id !== eventHostId;

  const entries: Record<MenuEntry, [label: string, onClick: () => void]> = {
    expand: [expanded ? t('live.menu.shrink') : t('live.menu.expand'), onExpand],
    profile: [t('live.menu.profile'), () => setDialog('profile')],
    mute: [t('live.menu.mute'), actions.mute],
    askAudio: [t('live.menu.askUnmute'), actions.askAudio],
    camera: [person.video_disabled ? t('live.menu.allowCamera') : t('live.menu.disableCamera'), actions.camera],
    askVideo: [t('live.menu.askCamera'), actions.askVideo],
    follow: [
      following ? t('social.actions.unfollow') : t('social.actions.follow'),
      () => toggle(following ? 'unfollow' : 'follow'),
    ],
    report: [t('social.actions.report'), () => setDialog('report')],
    unreport: [t('social.actions.unreport'), actions.unreport],
    move: [t('live.menu.move'), () => setDialog('move')],
    cohost: [t('live.menu.cohost'), actions.cohost],
    uncohost: [t('live.menu.uncohost'), actions.uncohost],
    reload: [t('live.menu.reload'), actions.reload],
    kick: [t('live.menu.kick'), () => setDialog('kick')],
  };

  return (
    <>
      <IconButton
        size="small"
        aria-label={t('live.menu.open', { name })}
        aria-haspopup="menu"
        onClick={(event) => setAnchor(event.currentTarget)}
        sx={{ color: 'common.white', bgcolor: 'rgba(0,0,0,0.6)', '&:hover': { bgcolor: 'rgba(0,0,0,0.8)' } }}
      >
        <MoreVertIcon fontSize="small" />
      </IconButton>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {participantMenu({ person, viewerIsHost, personIsHost, personIsCoHost, relationship }).map((entry) => {
          const [label, onClick] = entries[entry];
          return (
            <MenuItem
              key={entry}
              onClick={() => {
                setAnchor(null);
                onClick();
              }}
              sx={entry === 'kick' ? { color: 'error.main' } : undefined}
            >
              {label}
            </MenuItem>
          );
        })}
      </Menu>
      <ParticipantDialogs
        eventId={eventId}
        meId={meId}
        person={person}
        name={name}
        open={dialog}
        onClose={() => setDialog(null)}
        onKick={actions.kick}
        onReported={actions.reported}
        limit={limit}
        onCloseLimit={closeLimit}
      />
    </>
  );
}
