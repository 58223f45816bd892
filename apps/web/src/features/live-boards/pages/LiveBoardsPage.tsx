import AddIcon from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ROUTES } from '@parley/contracts';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { shortDateTime } from '../../../lib/format/date-time.ts';
import { EmptyState } from '../../../ui/EmptyState.tsx';
import { ErrorAlert } from '../../../ui/ErrorAlert.tsx';
import { SectionHeader } from '../../../ui/SectionHeader.tsx';
import { showToast } from '../../../ui/toast/toast-store.ts';
import { boardsQuery, createBoard } from '../api/live-boards.ts';
import { BoardNameDialog } from '../components/BoardNameDialog.tsx';
import { LiveBoardView } from '../components/LiveBoardView.tsx';
import '../texts.ts';

/** A board opens on this page, as a note does on the notes page. */
const boardPath = (id: number) => `${ROUTES.dashboardLiveBoards}?board=${id}`;

/** /dashboard/live_boards: the learner's boards, last changed first, or one of them (`?board=<id>`). */
export function LiveBoardsPage() {
  const open = Number(useSearchParams()[0].get('board'));
  return open > 0 ? <LiveBoardView key={open} id={open} /> : <BoardList />;
}

/** The boards; a new one opens at once. */
function BoardList() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const boards = useQuery(boardsQuery());
  const [naming, setNaming] = useState(false);
  const start = async (title: string) => {
    const board = await createBoard(title);
    showToast(t('liveBoards.created'), 'success');
    void navigate(boardPath(board.id));
  };
  const newButton = (
    <Button variant="contained" startIcon={<AddIcon />} onClick={() => setNaming(true)}>
      {t('liveBoards.new')}
    </Button>
  );
  return (
    <Stack spacing={2}>
      <SectionHeader title={t('liveBoards.title')} help={t('liveBoards.intro')} />
      {boards.isPending ? (
        <Stack spacing={2} aria-busy="true">
          <Skeleton variant="rounded" height={80} />
          <Skeleton variant="rounded" height={80} />
        </Stack>
      ) : boards.isError ? (
        <ErrorAlert error={boards.error} />
      ) : boards.data.items.length === 0 ? (
        <EmptyState title={t('liveBoards.empty')} hint={t('liveBoards.emptyHint')} action={newButton} />
      ) : (
        <>
          <Stack direction="row">{newButton}</Stack>
          <Stack component="ul" aria-label={t('liveBoards.listLabel')} spacing={2} sx={{ listStyle: 'none', p: 0, m: 0 }}>
            {boards.data.items.map((board) => (
              <li key={board.id}>
                <Card>
                  <CardActionArea component={Link} to={boardPath(board.id)}>
                    <CardContent>
                      <Typography variant="h2" sx={{ fontSize: '1.125rem' }}>
                        {board.title}
                      </Typography>
                      <Typography variant="body2" color="text.secondary">
                        {board.source ? t('liveBoards.fromEvent', { title: board.source.title }) : t('liveBoards.ownBoard')}
                        {' · '}
                        {t('liveBoards.elements', { count: board.element_count })}
                        {' · '}
                        {t('liveBoards.updated', { when: shortDateTime(board.updated_at) })}
                      </Typography>
                    </CardContent>
                  </CardActionArea>
                </Card>
              </li>
            ))}
          </Stack>
        </>
      )}
      {naming && <BoardNameDialog title={t('liveBoards.newTitle')} initial="" onSave={start} onClose={() => setNaming(false)} />}
    </Stack>
  );
}
