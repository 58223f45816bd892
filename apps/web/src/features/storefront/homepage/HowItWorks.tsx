import Avatar from '@mui/material/Avatar';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { TeacherHomepage } from '@parley/contracts';
import { useTranslation } from 'react-i18next';
import { textOn } from '../lib/contrast.ts';
import { PageSection } from './PageSection.tsx';
import '../texts.ts';

const DEFAULT_STEPS = ['record', 'ai', 'teacher'] as const;

/** "How it works": the teacher's own features, or three plain steps when the teacher has written none. */
export function HowItWorks({ homepage }: { homepage: TeacherHomepage }) {
  const { t } = useTranslation();
  const features = homepage.features.length
    ? homepage.features
    : DEFAULT_STEPS.map((step) => ({
        title: t(`storefront.page.steps.${step}.title`),
        description: t(`storefront.page.steps.${step}.text`, { days: homepage.expected_days }),
        url: null,
      }));
  return (
    <PageSection id="how-it-works" title={t('storefront.page.howItWorks')}>
      <Box
        component="ol"
        sx={{
          listStyle: 'none',
          p: 0,
          m: 0,
          display: 'grid',
          gap: 3,
          gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(3, 1fr)' },
        }}
      >
        {features.map((feature, index) => (
          <li key={index}>
            <Card variant="outlined" sx={{ height: 1 }}>
              <CardContent>
                <Avatar aria-hidden sx={{ bgcolor: homepage.color, color: textOn(homepage.color), fontWeight: 700, mb: 2 }}>
                  {index + 1}
                </Avatar>
                <Typography variant="h3" component="h3" sx={{ mb: 1 }}>
                  {feature.title}
                </Typography>
                {feature.description && <Typography color="text.secondary">{feature.description}</Typography>}
                {feature.url && (
                  <Link href={feature.url} target="_blank" rel="noopener noreferrer" sx={{ display: 'inline-block', mt: 1 }}>
                    {t('storefront.page.learnMore', { title: feature.title })}
                  </Link>
                )}
              </CardContent>
            </Card>
          </li>
        ))}
      </Box>
    </PageSection>
  );
}
