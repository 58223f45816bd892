import Box from '@mui/material/Box';
import { useParams } from 'react-router';
import { useUser } from '../../../lib/session/session.ts';
import { LiveRoom } from '../components/LiveRoom.tsx';

/**
 * /live/{short_event_id or event_id}: full screen above the app's header and footer, since the conversation
 * is the hero (DESIGN.md); dialogs and toasts still show above it.
 */
export function LivePage() {
  const { eventId = '' } = useParams();
  const me = useUser();
  if (!me) return null;
  return (
    <Box
      sx={{
        position: 'fixed',
        inset: 0,
        zIndex: (theme) => theme.zIndex.appBar + 1,
        bgcolor: 'background.default',
        overflow: 'auto',
      }}
    >
      <LiveRoom key={eventId} eventId={eventId} me={me} />
    </Box>
  );
}
