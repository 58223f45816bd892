import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../ui/EmptyState.tsx';
import { ErrorAlert } from '../../../ui/ErrorAlert.tsx';
import { RECORDINGS_PAGE_SIZE, useRecordingsList } from '../api/recordings.ts';
import { DeleteRecordingDialog } from './DeleteRecording.tsx';
import { RecordingRow } from './RecordingRow.tsx';
import '../texts.ts';

/** The caller's recordings, newest first, 10 at a time plus 10 per "See more"; each may be deleted. */
export function RecordingsList() {
  const { t } = useTranslation();
  const list = useRecordingsList();
  // A deleted recording's row, and the button that had the focus, are gone: the list's heading takes it.
  const heading = useRef<HTMLHeadingElement>(null);
  const [deleting, setDeleting] = useState<number | null>(null);
  return (
    <Box component="section" aria-labelledby="my-recordings">
      <Typography ref={heading} tabIndex={-1} id="my-recordings" variant="h2" sx={{ fontSize: '1.25rem', mb: 1 }}>
        {t('recordings.list.title')}
      </Typography>
      {list.isPending ? (
        <Stack spacing={1} role="status" aria-label={t('app.loading')}>
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} variant="rounded" height={64} />
          ))}
        </Stack>
      ) : list.isError ? (
        <ErrorAlert error={list.error} />
      ) : list.data.pages[0]!.items.length === 0 ? (
        <EmptyState title={t('recordings.list.empty')} hint={t('recordings.list.emptyHint')} />
      ) : (
        <>
          <List aria-labelledby="my-recordings">
            {list.data.pages.flatMap((page) =>
              page.items.map((recording) => (
                <RecordingRow key={recording.id} recording={recording} onDelete={() => setDeleting(recording.id)} />
              )),
            )}
          </List>
          {list.isFetchingNextPage && <Skeleton variant="rounded" height={64} />}
          {list.hasNextPage && (
            <Button onClick={() => void list.fetchNextPage()} disabled={list.isFetchingNextPage}>
              {t('recordings.list.seeMore', { count: RECORDINGS_PAGE_SIZE })}
            </Button>
          )}
        </>
      )}
      {/* Outside the list: it outlives the row it deletes, even the last one. */}
      <DeleteRecordingDialog
        recordingId={deleting}
        onClose={() => setDeleting(null)}
        onDeleted={() => heading.current?.focus()}
      />
    </Box>
  );
}
