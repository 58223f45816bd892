import FormatQuoteIcon from '@mui/icons-material/FormatQuote';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { PageSection } from './PageSection.tsx';
import '../texts.ts';

const PEOPLE = ['maria', 'kenji', 'amara'] as const;

/** The spec's three fixed testimonials. */
export function Testimonials() {
  const { t } = useTranslation();
  return (
    <PageSection id="testimonials" title={t('storefront.page.testimonials')}>
      <Grid container spacing={3}>
        {PEOPLE.map((person) => (
          <Grid key={person} size={{ xs: 12, md: 4 }}>
            <Card variant="outlined" component="figure" sx={{ m: 0, height: 1 }}>
              <CardContent>
                <FormatQuoteIcon color="primary" aria-hidden />
                <Typography component="blockquote" sx={{ m: 0, mb: 2 }}>
                  {t(`storefront.page.quotes.${person}.text`)}
                </Typography>
                <Typography component="figcaption" sx={{ fontWeight: 600 }}>
                  {t(`storefront.page.quotes.${person}.name`)}
                </Typography>
              </CardContent>
            </Card>
          </Grid>
        ))}
      </Grid>
    </PageSection>
  );
}
