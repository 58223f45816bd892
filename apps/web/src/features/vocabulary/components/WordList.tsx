import Button from '@mui/material/Button';
import type { VocabularyEntry } from '@parley/contracts';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../ui/EmptyState.tsx';
import { PagedResults } from '../../../ui/PagedResults.tsx';
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
  return (
    <PagedResults
      results={useWords(query)}
      label={t('vocabulary.list')}
      found={(count) => t('vocabulary.found', { count })}
      seeMore={t('vocabulary.seeMore')}
      empty={
        query ? (
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
        )
      }
      item={(word) => <WordItem key={word.id} word={word} onDelete={onDelete} />}
    />
  );
}
