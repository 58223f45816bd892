import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import type { TeacherHomepage } from '@parley/contracts';
import { useTranslation } from 'react-i18next';
import { PageSection } from './PageSection.tsx';
import { VideoPlayer } from '../../../ui/VideoPlayer.tsx';
import '../texts.ts';

export function VideosList({ videos }: { videos: TeacherHomepage['videos'] }) {
  const { t } = useTranslation();
  if (videos.length === 0) return null;
  return (
    <PageSection id="videos" title={t('storefront.page.videos')}>
      <Grid container spacing={3}>
        {videos.map((video, index) => (
          <Grid key={index} size={{ xs: 12, sm: 6 }}>
            <Typography variant="h3" component="h3" sx={{ mb: 1 }}>
              {video.title}
            </Typography>
            <VideoPlayer url={video.url} title={video.title} />
          </Grid>
        ))}
      </Grid>
    </PageSection>
  );
}
