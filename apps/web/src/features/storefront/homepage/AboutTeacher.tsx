import Chip from '@mui/material/Chip';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { TeacherHomepage } from '@parley/contracts';
import { useTranslation } from 'react-i18next';
import { VideoPlayer } from '../../../ui/VideoPlayer.tsx';
import { ChipList } from '../components/ChipList.tsx';
import { formatCents } from '../lib/money.ts';
import { PageSection } from './PageSection.tsx';
import '../texts.ts';

/** A heading and the teacher's own text, keeping the line breaks they typed. */
function Told({ title, text }: { title: string; text: string }) {
  return (
    <div>
      <Typography variant="h3" sx={{ mb: 1 }}>
        {title}
      </Typography>
      <Typography sx={{ whiteSpace: 'pre-line' }}>{text}</Typography>
    </div>
  );
}

/** "About {teacher}": what the teacher tells about their teaching in settings; nothing when they told nothing. */
export function AboutTeacher({ name, teaching }: { name: string; teaching: TeacherHomepage['teaching'] }) {
  const { t } = useTranslation();
  const { experience, teaching_style, tags, video_link, price_per_hour } = teaching;
  if (!experience && !teaching_style && tags.length === 0 && !video_link && price_per_hour === null) return null;
  return (
    <PageSection id="about" title={t('storefront.page.about', { name })}>
      <Grid container spacing={4}>
        <Grid size={{ xs: 12, md: video_link ? 6 : 12 }}>
          <Stack spacing={3}>
            {price_per_hour !== null && (
              <Typography sx={{ fontWeight: 700, fontSize: '1.25rem' }}>
                {t('storefront.page.perHour', { price: formatCents(price_per_hour * 100) })}
              </Typography>
            )}
            {tags.length > 0 && (
              <ChipList label={t('storefront.page.tags')}>
                {tags.map((tag) => (
                  <li key={tag}>
                    <Chip label={tag} variant="outlined" />
                  </li>
                ))}
              </ChipList>
            )}
            {experience && <Told title={t('storefront.page.experience')} text={experience} />}
            {teaching_style && <Told title={t('storefront.page.teachingStyle')} text={teaching_style} />}
          </Stack>
        </Grid>
        {video_link && (
          <Grid size={{ xs: 12, md: 6 }}>
            <VideoPlayer url={video_link} title={t('storefront.page.aboutVideo', { name })} />
          </Grid>
        )}
      </Grid>
    </PageSection>
  );
}
