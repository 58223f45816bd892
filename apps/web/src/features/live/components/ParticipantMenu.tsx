import MoreVertIcon from '@mui/icons-material/MoreVert';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { LivePerson } from '@parley/contracts';
import { failureText } from '../../../lib/api/api-error.ts';
import { relationshipQueryOptions } from '../../../lib/social/relationship.ts';
import { unreport } from '../../../lib/social/unreport.ts';
import { LimitDialog } from '../../../ui/social/LimitDialog.tsx';
import { ReportDialog } from '../../../ui/social/ReportDialog.tsx';
import { useSocialToggle } from '../../../ui/social/use-social-toggle.ts';
import { showToast } from '../../../ui/toast/toast-store.ts';
import { askToUnmute, kickUser, muteUser, sendReload, setVideoAllowed } from '../api/host-controls.ts';
import { KickDialog } from './KickDialog.tsx';
import { ParticipantProfileDialog } from './ParticipantProfileDialog.tsx';

interface Props {
  eventId: string;
  meId: number;
  person: LivePerson;
  name: string;
  viewerIsHost: boolean;
  personIsHost: boolean;
  expanded: boolean;
  onExpand: () => void;
}

/**
 * The per-participant menu: expand, microphone and camera controls (hosts), asking to unmute (anyone, when the
 * person is off and not a host), profile, follow, report, reload and kick (hosts). The server checks each right.
 */
export function ParticipantMenu({ eventId, meId, person, name, viewerIsHost, personIsHost, expanded, onExpand }: Props) {
  const { t } = useTranslation();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [dialog, setDialog] = useState<'profile' | 'kick' | 'report' | null>(null);
  const queryClient = useQueryClient();
  const relationshipQuery = relationshipQueryOptions(meId, person.id);
  const relationship = useQuery({ ...relationshipQuery, enabled: anchor !== null });
  const { toggle, limit, closeLimit } = useSocialToggle(meId, person.id);
  const canAsk = !personIsHost;

  const run = (action: () => Promise<unknown>, done?: string) => {
    setAnchor(null);
    action().then(
      () => done && showToast(done, 'success'),
      (err: unknown) => showToast(failureText(err), 'error'),
    );
  };
  const items = [
    <MenuItem key="expand" onClick={() => (setAnchor(null), onExpand())}>
      {expanded ? t('live.menu.shrink') : t('live.menu.expand')}
    </MenuItem>,
    <MenuItem key="profile" onClick={() => (setAnchor(null), setDialog('profile'))}>
      {t('live.menu.profile')}
    </MenuItem>,
  ];
  if (viewerIsHost && !person.audio_muted)
    items.push(
      <MenuItem key="mute" onClick={() => run(() => muteUser(eventId, person.id, 'audio'))}>
        {t('live.menu.mute')}
      </MenuItem>,
    );
  if (canAsk && person.audio_muted)
    items.push(
      <MenuItem key="ask-audio" onClick={() => run(() => askToUnmute(eventId, person.id, 'audio'), t('live.menu.asked'))}>
        {t('live.menu.askUnmute')}
      </MenuItem>,
    );
  if (viewerIsHost)
    items.push(
      <MenuItem key="camera" onClick={() => run(() => setVideoAllowed(eventId, person.id, person.video_disabled))}>
        {person.video_disabled ? t('live.menu.allowCamera') : t('live.menu.disableCamera')}
      </MenuItem>,
    );
  if (canAsk && person.video_muted && !person.video_disabled)
    items.push(
      <MenuItem key="ask-video" onClick={() => run(() => askToUnmute(eventId, person.id, 'video'), t('live.menu.asked'))}>
        {t('live.menu.askCamera')}
      </MenuItem>,
    );
  if (relationship.data) {
    const following = relationship.data.is_following;
    items.push(
      <MenuItem key="follow" onClick={() => (setAnchor(null), toggle(following ? 'unfollow' : 'follow'))}>
        {following ? t('social.actions.unfollow') : t('social.actions.follow')}
      </MenuItem>,
    );
  }
  items.push(
    relationship.data?.is_reported ? (
      <MenuItem
        key="unreport"
        onClick={() =>
          run(
            async () => queryClient.setQueryData(relationshipQuery.queryKey, await unreport(person.id)),
            t('social.report.withdrawn'),
          )
        }
      >
        {t('social.actions.unreport')}
      </MenuItem>
    ) : (
      <MenuItem key="report" onClick={() => (setAnchor(null), setDialog('report'))}>
        {t('social.actions.report')}
      </MenuItem>
    ),
  );
  if (viewerIsHost && !personIsHost)
    items.push(
      <MenuItem key="reload" onClick={() => run(() => sendReload(eventId, person.id), t('live.menu.reloadSent'))}>
        {t('live.menu.reload')}
      </MenuItem>,
      <MenuItem key="kick" onClick={() => (setAnchor(null), setDialog('kick'))} sx={{ color: 'error.main' }}>
        {t('live.menu.kick')}
      </MenuItem>,
    );

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
        {items}
      </Menu>
      <ParticipantProfileDialog
        meId={meId}
        userId={person.id}
        name={name}
        image={person.image}
        open={dialog === 'profile'}
        onClose={() => setDialog(null)}
      />
      <KickDialog
        name={name}
        open={dialog === 'kick'}
        onClose={() => setDialog(null)}
        onConfirm={(seconds) => {
          setDialog(null);
          run(() => kickUser(eventId, person.id, seconds), t('live.kick.done', { name }));
        }}
      />
      <ReportDialog
        userId={person.id}
        name={name}
        open={dialog === 'report'}
        onClose={() => setDialog(null)}
        onReported={(answer) => {
          queryClient.setQueryData(relationshipQuery.queryKey, answer);
          setDialog(null);
          showToast(t('social.report.sent'), 'success');
        }}
      />
      <LimitDialog kind={limit} onClose={closeLimit} />
    </>
  );
}
