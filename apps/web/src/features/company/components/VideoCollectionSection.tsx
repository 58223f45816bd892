import AddIcon from '@mui/icons-material/Add';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { CompanyVideo, VideoCollection } from '@parley/contracts';
import { useTranslation } from 'react-i18next';
import { SortableGrid, type SortTexts } from '../../../ui/sortable/SortableGrid.tsx';
import { VideoCard } from './VideoCard.tsx';
import '../texts.ts';

interface Props {
  collection: VideoCollection;
  place: number;
  count: number;
  onMove: (delta: -1 | 1) => void;
  onReorder: (videos: CompanyVideo[]) => void;
  onAdd: () => void;
  onRename: () => void;
  onDelete: () => void;
  onEditVideo: (video: CompanyVideo) => void;
  onDeleteVideo: (video: CompanyVideo) => void;
}

/** The collection's name, its place among the others, and its buttons. */
function CollectionHeader(props: Props) {
  const { collection, place, count } = props;
  const { t } = useTranslation();
  const name = collection.name;
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
      <Typography id={`collection-${collection.id}`} variant="h2" sx={{ fontSize: '1.25rem', mr: 1 }}>
        {name}
      </Typography>
      <IconButton
        size="small"
        disabled={place === 0}
        onClick={() => props.onMove(-1)}
        aria-label={t('teamContent.videos.moveUp', { name })}
      >
        <ArrowUpwardIcon fontSize="small" />
      </IconButton>
      <IconButton
        size="small"
        disabled={place === count - 1}
        onClick={() => props.onMove(1)}
        aria-label={t('teamContent.videos.moveDown', { name })}
      >
        <ArrowDownwardIcon fontSize="small" />
      </IconButton>
      <Button size="small" onClick={props.onRename} aria-label={t('teamContent.videos.renameLabel', { name })}>
        {t('teamContent.videos.rename')}
      </Button>
      <Button
        size="small"
        color="error"
        onClick={props.onDelete}
        aria-label={t('teamContent.videos.deleteCollectionLabel', { name })}
      >
        {t('teamContent.videos.deleteCollection')}
      </Button>
      <Button
        size="small"
        variant="outlined"
        startIcon={<AddIcon />}
        onClick={props.onAdd}
        aria-label={t('teamContent.videos.addVideoTo', { name })}
      >
        {t('teamContent.videos.addVideo')}
      </Button>
    </Stack>
  );
}

function useSortTexts(): SortTexts {
  const { t } = useTranslation();
  return {
    handle: (number) => t('teamContent.videos.sort.handle', { number }),
    instructions: t('teamContent.videos.sort.instructions'),
    picked: (from) => t('teamContent.videos.sort.picked', { from }),
    over: (from, to, total) => t('teamContent.videos.sort.over', { from, to, total }),
    dropped: (from, to, total) => t('teamContent.videos.sort.dropped', { from, to, total }),
    cancelled: (from) => t('teamContent.videos.sort.cancelled', { from }),
  };
}

/** One collection as its administrator sees it: its place among the others, and its videos in a sortable grid. */
export function VideoCollectionSection(props: Props) {
  const { collection } = props;
  const { t } = useTranslation();
  const sortTexts = useSortTexts();

  return (
    <Stack component="section" spacing={1.5} aria-labelledby={`collection-${collection.id}`}>
      <CollectionHeader {...props} />
      {collection.videos.length === 0 ? (
        <Typography color="text.secondary">{t('teamContent.videos.emptyCollection')}</Typography>
      ) : (
        <SortableGrid
          items={collection.videos}
          onReorder={props.onReorder}
          texts={sortTexts}
          renderItem={(video, _number, handle) => (
            <VideoCard
              video={video}
              handle={handle}
              actions={
                <>
                  <Button
                    size="small"
                    onClick={() => props.onEditVideo(video)}
                    aria-label={t('teamContent.videos.editLabel', { title: video.title })}
                  >
                    {t('teamContent.videos.edit')}
                  </Button>
                  <Button
                    size="small"
                    color="error"
                    onClick={() => props.onDeleteVideo(video)}
                    aria-label={t('teamContent.videos.deleteLabel', { title: video.title })}
                  >
                    {t('teamContent.videos.delete')}
                  </Button>
                </>
              }
            />
          )}
        />
      )}
    </Stack>
  );
}
