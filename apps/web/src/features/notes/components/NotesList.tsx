import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { shortDateTime } from '../../../lib/format/date-time.ts';
import { EmptyState } from '../../../ui/EmptyState.tsx';
import { ErrorAlert } from '../../../ui/ErrorAlert.tsx';
import { useNotesList } from '../api/list-notes.ts';
import '../texts.ts';

interface NotesListProps {
  query: string;
  selected: number | null;
  onOpen: (id: number) => void;
}

/** The writer's notes matching the search, last changed first, with "See more". */
export function NotesList({ query, selected, onOpen }: NotesListProps) {
  const { t } = useTranslation();
  const list = useNotesList(query);
  if (list.isPending) {
    return (
      <Stack spacing={1} role="status" aria-label={t('app.loading')}>
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} variant="rounded" height={64} />
        ))}
      </Stack>
    );
  }
  if (list.isError) return <ErrorAlert error={list.error} />;
  const notes = list.data.pages.flatMap((page) => page.items);
  if (notes.length === 0) {
    return query ? (
      <EmptyState title={t('notes.noMatches')} hint={t('notes.noMatchesHint')} />
    ) : (
      <EmptyState title={t('notes.empty')} hint={t('notes.emptyHint')} />
    );
  }
  return (
    <Stack spacing={1}>
      <List aria-label={t('notes.listLabel')} disablePadding>
        {notes.map((note) => (
          <ListItem key={note.id} disablePadding>
            <ListItemButton
              selected={note.id === selected}
              aria-current={note.id === selected ? 'true' : undefined}
              onClick={() => onOpen(note.id)}
              sx={{ borderRadius: 1 }}
            >
              <ListItemText
                primary={note.title || t('notes.untitled')}
                secondary={
                  <>
                    {note.excerpt && (
                      <span style={{ display: 'block', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
                        {note.excerpt}
                      </span>
                    )}
                    {t('notes.updated', { when: shortDateTime(note.updated_at) })}
                  </>
                }
                slotProps={{ primary: { noWrap: true, sx: { fontWeight: 600 } } }}
              />
            </ListItemButton>
          </ListItem>
        ))}
      </List>
      {list.hasNextPage && (
        <Button onClick={() => void list.fetchNextPage()} disabled={list.isFetchingNextPage} sx={{ alignSelf: 'center' }}>
          {t('notes.seeMore')}
        </Button>
      )}
    </Stack>
  );
}
