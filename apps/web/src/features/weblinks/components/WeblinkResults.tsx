import Button from '@mui/material/Button';
import type { Weblink } from '@parley/contracts';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../ui/EmptyState.tsx';
import { PagedResults } from '../../../ui/PagedResults.tsx';
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
  return (
    <PagedResults
      results={useWeblinks(query)}
      label={t('weblinks.list')}
      found={(count) => t('weblinks.found', { count })}
      seeMore={t('weblinks.seeMore')}
      empty={
        query ? (
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
        )
      }
      item={(weblink) => <WeblinkItem key={weblink.id} weblink={weblink} onEdit={onEdit} onDelete={onDelete} />}
    />
  );
}
