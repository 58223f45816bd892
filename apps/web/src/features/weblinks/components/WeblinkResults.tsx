import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { Weblink } from '@parley/contracts';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../ui/EmptyState.tsx';
import { ErrorAlert } from '../../../ui/ErrorAlert.tsx';
import { useWeblinks } from '../api/search-weblinks.ts';
import { WeblinkItem } from './WeblinkItem.tsx';
import '../texts.ts';

interface Props {
  query: string;
  onAdd: () => void;
  onClear: () => void;
  onEdit: (weblink: Weblink) => void;
  onDelete: (weblink: Weblink) => void;
}

/** The links matching the search, newest first, with "See more"; skeletons while the first page loads. */
export function WeblinkResults({ query, onAdd, onClear, onEdit, onDelete }: Props) {
  const { t } = useTranslation();
  const links = useWeblinks(query);
  if (links.isPending) {
    return (
      <Box role="status" aria-label={t('app.loading')}>
        {Array.from({ length: 4 }, (_, i) => (
          <Skeleton key={i} variant="rounded" height={72} sx={{ mb: 1 }} />
        ))}
      </Box>
    );
  }
  if (links.isError) return <ErrorAlert error={links.error} />;
  const items = links.data.pages.flatMap((page) => page.items);
  if (items.length === 0) {
    return query ? (
      <EmptyState
        title={t('weblinks.noMatch', { query })}
        hint={t('weblinks.noMatchHint')}
        action={<Button onClick={onClear}>{t('weblinks.clear')}</Button>}
      />
    ) : (
      <EmptyState
        title={t('weblinks.empty')}
        hint={t('weblinks.emptyHint')}
        action={
          <Button variant="contained" onClick={onAdd}>
            {t('weblinks.add')}
          </Button>
        }
      />
    );
  }
  return (
    <>
      <Typography color="text.secondary" role="status">
        {t('weblinks.found', { count: links.data.pages[0]?.total ?? 0 })}
      </Typography>
      <Box component="ul" aria-label={t('weblinks.list')} sx={{ p: 0, m: 0 }}>
        {items.map((weblink) => (
          <WeblinkItem key={weblink.id} weblink={weblink} onEdit={onEdit} onDelete={onDelete} />
        ))}
      </Box>
      {links.hasNextPage && (
        <Button sx={{ mt: 2 }} onClick={() => void links.fetchNextPage()} disabled={links.isFetchingNextPage}>
          {t('weblinks.seeMore')}
        </Button>
      )}
    </>
  );
}
