import FiberManualRecordIcon from '@mui/icons-material/FiberManualRecord';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import { shownName, type LivePerson } from '@parley/contracts';
import { useTranslation } from 'react-i18next';
import '../texts.ts';

interface Props {
  /** The people of this user's room, this user included. */
  people: LivePerson[];
  meId: number;
}

/**
 * Consent made visible: everyone in a room sees who records its conversation, from the moment the server accepted the
 * recording until it ends (RECORDING_STATE). A polite status, so a screen reader announces it too.
 */
export function RecordingIndicator({ people, meId }: Props) {
  const { t } = useTranslation();
  const recorders = people.filter((p) => p.recording);
  return (
    <Stack role="status" direction="row" spacing={1} sx={{ alignItems: 'center' }}>
      {recorders.map((person) => (
        <Chip
          key={person.id}
          size="small"
          color="error"
          variant="outlined"
          icon={<FiberManualRecordIcon />}
          label={person.id === meId ? t('live.recording.you') : t('live.recording.them', { name: shownName(person) })}
        />
      ))}
    </Stack>
  );
}
