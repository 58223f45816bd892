import type { LivePerson, Relationship } from '@parley/contracts';
import { useTranslation } from 'react-i18next';
import { LimitDialog } from '../../../entities/social/components/LimitDialog.tsx';
import { ReportDialog } from '../../../entities/social/components/ReportDialog.tsx';
import type { LimitKind } from '../../../entities/social/lib/use-social-toggle.ts';
import { showToast } from '../../../ui/toast/toast-store.ts';
import { KickDialog } from './KickDialog.tsx';
import { MoveToRoomDialog } from './MoveToRoomDialog.tsx';
import { ParticipantProfileDialog } from './ParticipantProfileDialog.tsx';
import '../../../entities/social/texts.ts';

export type ParticipantDialog = 'profile' | 'kick' | 'report' | 'move';

interface Props {
  eventId: string;
  meId: number;
  person: LivePerson;
  name: string;
  open: ParticipantDialog | null;
  onClose: () => void;
  onKick: (seconds: number) => void;
  onReported: (answer: Relationship) => void;
  /** The plan limit a follow ran into, if any. */
  limit: LimitKind | null;
  onCloseLimit: () => void;
}

/** The dialogs the participant menu opens: profile, moving, kick, report, and the plan limit a follow may hit. */
export function ParticipantDialogs(props: Props) {
  const { eventId, meId, person, name, open, onClose, onKick, onReported, limit, onCloseLimit } = props;
  const { t } = useTranslation();
  return (
    <>
      <ParticipantProfileDialog
        meId={meId}
        userId={person.id}
        name={name}
        image={person.image}
        open={open === 'profile'}
        onClose={onClose}
      />
      <MoveToRoomDialog
        eventId={eventId}
        userId={person.id}
        name={name}
        currentRoomId={person.room_id}
        open={open === 'move'}
        onClose={onClose}
      />
      <KickDialog
        name={name}
        open={open === 'kick'}
        onClose={onClose}
        onConfirm={(seconds) => {
          onClose();
          onKick(seconds);
        }}
      />
      <ReportDialog
        userId={person.id}
        name={name}
        open={open === 'report'}
        onClose={onClose}
        onReported={(answer) => {
          onReported(answer);
          onClose();
          showToast(t('social.report.sent'), 'success');
        }}
      />
      <LimitDialog kind={limit} onClose={onCloseLimit} />
    </>
  );
}
