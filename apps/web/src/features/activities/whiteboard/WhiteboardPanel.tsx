import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { LivePerson } from '@parley/contracts';
import { useMutation } from '@tanstack/react-query';
import { lazy, Suspense, useCallback, useState } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { useTranslation } from 'react-i18next';
import { failureText } from '../../../lib/api/api-error.ts';
import type { MessageFeed } from '../../../lib/realtime/message-feed.ts';
import { showToast } from '../../../ui/toast/toast-store.ts';
import { saveToMyBoards } from '../api/whiteboard.ts';
import { DrawersMenu } from './DrawersMenu.tsx';
import type { BoardHandle } from './WhiteboardBoard.tsx';
import '../texts.ts';

// Excalidraw's fonts are the app's own copy (excalidraw-assets-plugin.ts, ADR 0049).
const WhiteboardBoard = lazy(() => import('./WhiteboardBoard.tsx'));

interface Props {
  eventId: string;
  roomId: string;
  meId: number;
  isHost: boolean;
  drawerIds: number[];
  /** Everyone in this room, for the host's "Who draws". */
  roomPeople: LivePerson[];
  feed: MessageFeed;
}

/** The room's whiteboard: who may draw, saving it as a picture, and the board itself once loaded. */
export function WhiteboardPanel({ eventId, roomId, meId, isHost, drawerIds, roomPeople, feed }: Props) {
  const { t } = useTranslation();
  const [board, setBoard] = useState<BoardHandle | null>(null);
  const onReady = useCallback((handle: BoardHandle) => setBoard(handle), []);
  const canDraw = isHost || drawerIds.includes(meId);
  const keep = useMutation({
    mutationFn: () => saveToMyBoards(eventId),
    onSuccess: (saved) => showToast(t('activities.whiteboard.savedCopy', { title: saved.title }), 'success'),
    onError: (err) => showToast(failureText(err), 'error'),
  });
  const save = async () => {
    if (!board) return;
    const url = URL.createObjectURL(await board.exportPng());
    const link = Object.assign(document.createElement('a'), {
      href: url,
      download: `${t('activities.whiteboard.exportName')}.png`,
    });
    link.click();
    URL.revokeObjectURL(url);
  };
  return (
    <Box
      component="section"
      aria-label={t('activities.whiteboard.board')}
      sx={{ m: 1, display: 'flex', flexDirection: 'column', gap: 1 }}
    >
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography variant="overline" component="h2" sx={{ flexGrow: 1 }}>
          {t('activities.whiteboard.title')}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {canDraw ? t('activities.whiteboard.canDraw') : t('activities.whiteboard.readOnly')}
        </Typography>
        {isHost && <DrawersMenu eventId={eventId} drawerIds={drawerIds} people={roomPeople.filter((p) => p.id !== meId)} />}
        <Button size="small" variant="outlined" disabled={!board} onClick={() => void save()}>
          {t('activities.whiteboard.export')}
        </Button>
        <Button size="small" variant="outlined" disabled={keep.isPending} onClick={() => keep.mutate()}>
          {t('activities.whiteboard.saveCopy')}
        </Button>
      </Stack>
      <Box sx={{ height: { xs: 360, md: 480 }, border: 1, borderColor: 'divider', borderRadius: 1, overflow: 'hidden' }}>
        <ErrorBoundary fallback={<Alert severity="error">{t('activities.whiteboard.failed')}</Alert>}>
          <Suspense fallback={<LinearProgress aria-label={t('activities.whiteboard.loading')} />}>
            <WhiteboardBoard eventId={eventId} roomId={roomId} canDraw={canDraw} feed={feed} onReady={onReady} />
          </Suspense>
        </ErrorBoundary>
      </Box>
    </Box>
  );
}
