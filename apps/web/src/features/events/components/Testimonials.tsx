import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import '../texts.ts';

/** The spec's testimonials column: short quotes from learners (texts in the feature's texts.en.json). */
export function Testimonials() {
  const { t } = useTranslation();
  const items = t('events.testimonials.items', { returnObjects: true });
  return (
    <Card component="aside" aria-labelledby="testimonials-title" variant="outlined">
      <CardContent>
        <Typography id="testimonials-title" variant="h2" sx={{ fontSize: '1.15rem', mb: 2 }}>
          {t('events.testimonials.title')}
        </Typography>
        <Stack spacing={2.5}>
          {items.map((item) => (
            <figure key={item.name} style={{ margin: 0 }}>
              <Typography component="blockquote" sx={{ m: 0, fontStyle: 'italic' }}>
                “{item.quote}”
              </Typography>
              <Typography component="figcaption" variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
                {item.name}
              </Typography>
            </figure>
          ))}
        </Stack>
      </CardContent>
    </Card>
  );
}
