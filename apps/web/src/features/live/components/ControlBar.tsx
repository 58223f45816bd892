import ChatIcon from '@mui/icons-material/ChatBubbleOutlineOutlined';
import LockIcon from '@mui/icons-material/Lock';
import SpeakerNotesIcon from '@mui/icons-material/SpeakerNotes';
import SpeakerNotesOffIcon from '@mui/icons-material/SpeakerNotesOff';
import LockOpenIcon from '@mui/icons-material/LockOpen';
import MicIcon from '@mui/icons-material/Mic';
import MicOffIcon from '@mui/icons-material/MicOff';
import SettingsIcon from '@mui/icons-material/Settings';
import VideocamIcon from '@mui/icons-material/Videocam';
import VideocamOffIcon from '@mui/icons-material/VideocamOff';
import Badge from '@mui/material/Badge';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import type { ReactElement, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useToastClearance } from '../../../ui/toast/use-toast-clearance.ts';
import '../texts.ts';

interface Props {
  audioOn: boolean;
  videoOn: boolean;
  canAudio: boolean;
  canVideo: boolean;
  chatOpen: boolean;
  unread: boolean;
  isHost: boolean;
  locked: boolean;
  /** The rotation's round number, 0 before the first. */
  round: number;
  /** Recording the conversation with a partner (RecordConversationControl). */
  recorder?: ReactNode;
  /** Sharing this user's screen (ScreenShareButton). */
  screenShare?: ReactNode;
  /** The room's music box (features/activities): everyone's volume, a host's tracks. */
  musicBox?: ReactNode;
  /** The host's activity switch (features/activities). */
  activityMenu?: ReactNode;
  onAudio: () => void;
  onVideo: () => void;
  onSettings: () => void;
  onChat: () => void;
  onLock: () => void;
  /** Whether the room's chat is on (the host switches it). */
  chatEnabled: boolean;
  onChatEnabled: () => void;
  onNextRound: () => void;
  onEnd: () => void;
  onLeave: () => void;
}

function Toggle({
  label,
  pressed,
  disabled,
  onClick,
  icon,
}: {
  label: string;
  pressed: boolean;
  disabled?: boolean;
  onClick: () => void;
  icon: ReactElement;
}) {
  return (
    <Tooltip title={label}>
      <span>
        <IconButton aria-label={label} aria-pressed={pressed} disabled={disabled} onClick={onClick} size="large">
          {icon}
        </IconButton>
      </span>
    </Tooltip>
  );
}

/** The one bar of controls at the bottom of the live room (DESIGN.md). */
export function ControlBar(props: Props) {
  const { t } = useTranslation();
  const bar = useToastClearance<HTMLElement>();
  return (
    <Stack
      ref={bar}
      component="nav"
      aria-label={t('live.controls.label')}
      direction="row"
      spacing={1}
      sx={{ justifyContent: 'center', alignItems: 'center', py: 1, borderTop: 1, borderColor: 'divider', flexWrap: 'wrap' }}
    >
      <Toggle
        label={props.audioOn ? t('live.controls.micOff') : t('live.controls.micOn')}
        pressed={!props.audioOn}
        disabled={!props.canAudio}
        onClick={props.onAudio}
        icon={props.audioOn ? <MicIcon /> : <MicOffIcon color="error" />}
      />
      <Toggle
        label={props.videoOn ? t('live.controls.cameraOff') : t('live.controls.cameraOn')}
        pressed={!props.videoOn}
        disabled={!props.canVideo}
        onClick={props.onVideo}
        icon={props.videoOn ? <VideocamIcon /> : <VideocamOffIcon color="error" />}
      />
      <Toggle label={t('live.controls.settings')} pressed={false} onClick={props.onSettings} icon={<SettingsIcon />} />
      <Toggle
        label={props.unread ? t('live.controls.chatUnread') : t('live.controls.chat')}
        pressed={props.chatOpen}
        onClick={props.onChat}
        icon={
          <Badge color="secondary" variant="dot" invisible={!props.unread}>
            <ChatIcon />
          </Badge>
        }
      />
      {props.isHost && (
        <>
          <Toggle
            label={props.locked ? t('live.controls.unlock') : t('live.controls.lock')}
            pressed={props.locked}
            onClick={props.onLock}
            icon={props.locked ? <LockIcon /> : <LockOpenIcon />}
          />
          <Toggle
            label={props.chatEnabled ? t('live.controls.chatOff') : t('live.controls.chatOn')}
            pressed={!props.chatEnabled}
            onClick={props.onChatEnabled}
            icon={props.chatEnabled ? <SpeakerNotesIcon /> : <SpeakerNotesOffIcon />}
          />
          {props.activityMenu}
          <Button variant="outlined" onClick={props.onNextRound}>
            {props.round === 0 ? t('live.controls.pairLearners') : t('live.controls.nextRound')}
          </Button>
          <Button color="error" variant="outlined" onClick={props.onEnd}>
            {t('live.controls.end')}
          </Button>
        </>
      )}
      {props.musicBox}
      {props.screenShare}
      {props.recorder}
      <Button color="error" variant="contained" onClick={props.onLeave}>
        {t('live.controls.leave')}
      </Button>
    </Stack>
  );
}
