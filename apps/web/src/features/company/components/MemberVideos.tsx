import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { cardGrid } from '../../../ui/sortable/card-grid.ts';
import { ErrorAlert } from '../../../ui/ErrorAlert.tsx';
import { PageSkeleton } from '../../../ui/PageSkeleton.tsx';
import { useCompanyVideos } from '../api/videos.ts';
import { VideoCard } from './VideoCard.tsx';
import '../texts.ts';

/** A member's training videos by collection, with how many they have watched. */
export function MemberVideos() {
  const { t } = useTranslation();
  const videos = useCompanyVideos();
  if (videos.isPending) return <PageSkeleton />;
  if (videos.isError) return <ErrorAlert error={videos.error} />;
  const all = videos.data.collections.flatMap((c) => c.videos);
  const watched = all.filter((v) => v.watched).length;
  return (
    <Stack component="section" spacing={2} aria-labelledby="member-videos" sx={{ width: 1 }}>
      <Typography id="member-videos" variant="h2" sx={{ fontSize: '1.5rem' }}>
        {t('teamContent.videos.title')}
      </Typography>
      {all.length === 0 ? (
        <Typography color="text.secondary">{t('teamContent.videos.memberNone')}</Typography>
      ) : (
        <Box sx={{ maxWidth: 360 }}>
          <Typography id="member-videos-progress" variant="body2">
            {t('teamContent.videos.progress', { watched, total: all.length })}
          </Typography>
          <LinearProgress
            variant="determinate"
            value={(watched * 100) / all.length}
            aria-labelledby="member-videos-progress"
            sx={{ mt: 0.5 }}
          />
        </Box>
      )}
      {videos.data.collections
        .filter((c) => c.videos.length > 0)
        .map((collection) => (
          <Stack key={collection.id} component="section" spacing={1} aria-labelledby={`member-collection-${collection.id}`}>
            <Typography id={`member-collection-${collection.id}`} variant="h3" sx={{ fontSize: '1.15rem' }}>
              {collection.name}
            </Typography>
            <Box component="ul" sx={cardGrid(260)}>
              {collection.videos.map((video) => (
                <li key={video.id}>
                  <VideoCard video={video} />
                </li>
              ))}
            </Box>
          </Stack>
        ))}
    </Stack>
  );
}
