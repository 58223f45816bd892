import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { VocabularyEntry } from '@parley/contracts';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../ui/EmptyState.tsx';
import { ErrorAlert } from '../../../ui/ErrorAlert.tsx';
import { useWords } from '../api/list-words.ts';
import { WordItem } from './WordItem.tsx';
import '../texts.ts';

interface Props {
  query: string;
  onAdd: () => void;
  onClear: () => void;
  onDelete: (word: VocabularyEntry) => void;
}

/** The words matching the search, newest first, with "See more"; skeletons while the first page loads. */
export function WordList({ query, onAdd, onClear, onDelete }: Props) {
  const { t } = useTranslation();
  const words = useWords(query);
  if (words.isPending) {
    return (
      <Box role="status" aria-label={t('app.loading')}>
        {Array.from({ length: 4 }, (_, i) => (
          <Skeleton key={i} variant="rounded" height={72} sx={{ mb: 1 }} />
        ))}
      </Box>
    );
  }
  if (words.isError) return <ErrorAlert error={words.error} />;
  const items = words.data.pages.flatMap((page) => page.items);
  if (items.length === 0) {
    return query ? (
      <EmptyState
        title={t('vocabulary.noMatch', { query })}
        hint={t('vocabulary.noMatchHint')}
        action={<Button onClick={onClear}>{t('vocabulary.clear')}</Button>}
      />
    ) : (
      <EmptyState
        title={t('vocabulary.empty')}
        hint={t('vocabulary.emptyHint')}
        action={
          <Button variant="contained" onClick={onAdd}>
            {t('vocabulary.add')}
          </Button>
        }
      />
    );
  }
  return (
    <>
      <Typography color="text.secondary" role="status">
        {t('vocabulary.found', { count: words.data.pages[0]?.total ?? 0 })}
      </Typography>
      <Box component="ul" aria-label={t('vocabulary.list')} sx={{ p: 0, m: 0 }}>
        {items.map((word) => (
          <WordItem key={word.id} word={word} onDelete={onDelete} />
        ))}
      </Box>
      {words.hasNextPage && (
        <Button sx={{ mt: 2 }} onClick={() => void words.fetchNextPage()} disabled={words.isFetchingNextPage}>
          {t('vocabulary.seeMore')}
        </Button>
      )}
    </>
  );
}
