import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import type { TeacherHomepage } from '@parley/contracts';
import { useTranslation } from 'react-i18next';
import { formatCents } from '../lib/money.ts';
import { PageSection } from './PageSection.tsx';
import '../texts.ts';

/** The teacher's extra services; asking about one fills the waitlist message. */
export function OffersList({ offers, onAsk }: { offers: TeacherHomepage['offers']; onAsk: (title: string) => void }) {
  const { t } = useTranslation();
  if (offers.length === 0) return null;
  return (
    <PageSection id="offers" title={t('storefront.page.offers')} intro={t('storefront.page.offersIntro')}>
      <Grid container spacing={3}>
        {offers.map((offer, index) => (
          <Grid key={index} size={{ xs: 12, sm: 6, md: 4 }}>
            <Card variant="outlined" sx={{ height: 1, display: 'flex', flexDirection: 'column' }}>
              <CardContent sx={{ flexGrow: 1 }}>
                <Typography id={`offer-${index}`} variant="h3" component="h3">
                  {offer.title}
                </Typography>
                <Typography sx={{ fontWeight: 700, my: 1 }}>
                  {offer.price === null ? t('storefront.page.askPrice') : formatCents(offer.price)}
                </Typography>
                {offer.description && <Typography color="text.secondary">{offer.description}</Typography>}
              </CardContent>
              <CardActions>
                <Button onClick={() => onAsk(offer.title)} aria-describedby={`offer-${index}`}>
                  {t('storefront.page.askAbout')}
                </Button>
              </CardActions>
            </Card>
          </Grid>
        ))}
      </Grid>
    </PageSection>
  );
}
