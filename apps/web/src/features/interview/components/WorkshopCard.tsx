import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { WORKSHOP_SETTINGS, type Workshop } from '@parley/contracts';
import { useTranslation } from 'react-i18next';
import '../texts.ts';

/** One workshop on the practice page: its name, one line about it, and Start. */
export function WorkshopCard({ workshop, onStart }: { workshop: Workshop; onStart: () => void }) {
  const { t } = useTranslation();
  const { title } = WORKSHOP_SETTINGS[workshop];
  const id = `workshop-${workshop}`;
  return (
    <Card variant="outlined" component="section" aria-labelledby={id} sx={{ borderRadius: 3, flex: 1 }}>
      <CardContent>
        <Typography id={id} variant="h2" sx={{ fontSize: '1.25rem', mb: 1 }}>
          {title}
        </Typography>
        <Typography color="text.secondary">{t(`interview.home.workshops.${workshop}`)}</Typography>
      </CardContent>
      <CardActions sx={{ px: 2, pb: 2 }}>
        <Button variant="contained" onClick={onStart} aria-label={t('interview.home.startWorkshop', { workshop: title })}>
          {t('interview.home.start')}
        </Button>
      </CardActions>
    </Card>
  );
}
