import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ROUTES, type LiveBoard } from '@parley/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { failureText } from '../../../lib/api/api-error.ts';
import { usePageName } from '../../../lib/page-title/page-title.ts';
import { ConfirmDialog } from '../../../ui/ConfirmDialog.tsx';
import { ErrorAlert } from '../../../ui/ErrorAlert.tsx';
import { showToast } from '../../../ui/toast/toast-store.ts';
import { boardQuery, deleteBoard, liveBoardKeys, renameBoard } from '../api/live-boards.ts';
import { BoardNameDialog } from './BoardNameDialog.tsx';
import '../texts.ts';

// Excalidraw is large: it comes with the board, never with the pages around it (ADR 0049).
const LiveBoardCanvas = lazy(() => import('./LiveBoardCanvas.tsx'));

/** The board itself, once Excalidraw has loaded; a progress bar until then. */
function CanvasFrame({ board }: { board: LiveBoard }) {
  const { t } = useTranslation();
  return (
    <Box
      component="section"
      aria-label={t('liveBoards.canvas')}
      sx={{ height: { xs: 420, md: 560 }, border: 1, borderColor: 'divider', borderRadius: 1, overflow: 'hidden', p: 1 }}
    >
      {/* A board that fails to load falls to the route's error screen and its Reload button. */}
      <Suspense fallback={<LinearProgress aria-label={t('liveBoards.loading')} />}>
        <LiveBoardCanvas board={board} />
      </Suspense>
    </Box>
  );
}

/** `/dashboard/live_boards?board=<id>`: one board to draw on (saved as one draws), rename or delete. */
export function LiveBoardView({ id }: { id: number }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const client = useQueryClient();
  const board = useQuery({ ...boardQuery(id), staleTime: Infinity, refetchOnWindowFocus: false });
  usePageName(board.data?.title);
  const [renaming, setRenaming] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const remove = useMutation({
    mutationFn: () => deleteBoard(id),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: liveBoardKeys.all });
      showToast(t('liveBoards.deleted'), 'success');
      void navigate(ROUTES.dashboardLiveBoards);
    },
    onError: (err) => showToast(failureText(err), 'error'),
  });
  const rename = async (title: string) => {
    const saved = await renameBoard(id, title);
    client.setQueryData(liveBoardKeys.one(id), (old) => (old ? { ...old, title: saved.title } : old));
    void client.invalidateQueries({ queryKey: liveBoardKeys.list() });
    showToast(t('liveBoards.renamed'), 'success');
    setRenaming(false);
  };
  return (
    <Stack spacing={2}>
      <Button component={Link} to={ROUTES.dashboardLiveBoards} startIcon={<ArrowBackIcon />} sx={{ alignSelf: 'flex-start' }}>
        {t('liveBoards.back')}
      </Button>
      {board.isPending ? (
        <Skeleton variant="rounded" height={480} />
      ) : board.isError ? (
        <ErrorAlert error={board.error} />
      ) : (
        <>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
            <Typography variant="h1" sx={{ flexGrow: 1 }}>
              {board.data.title}
            </Typography>
            <Button onClick={() => setRenaming(true)}>{t('liveBoards.rename')}</Button>
            <Button color="error" onClick={() => setDeleting(true)}>
              {t('liveBoards.delete')}
            </Button>
          </Stack>
          {board.data.source && (
            <Typography color="text.secondary">{t('liveBoards.fromEvent', { title: board.data.source.title })}</Typography>
          )}
          <CanvasFrame board={board.data} />
          {renaming && (
            <BoardNameDialog
              title={t('liveBoards.renameTitle')}
              initial={board.data.title}
              onSave={rename}
              onClose={() => setRenaming(false)}
            />
          )}
          <ConfirmDialog
            open={deleting}
            title={t('liveBoards.deleteTitle')}
            text={t('liveBoards.deleteText', { title: board.data.title })}
            confirmLabel={t('liveBoards.delete')}
            busy={remove.isPending}
            onClose={() => setDeleting(false)}
            onConfirm={() => remove.mutate()}
          />
        </>
      )}
    </Stack>
  );
}
