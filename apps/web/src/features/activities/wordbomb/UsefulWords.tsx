import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import type { WordBombExplosion } from '@parley/contracts';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import '../texts.ts';

interface Props {
  explosion: WordBombExplosion;
  nameOf: (userId: number) => string;
}

/** After an explosion: on whom, and common words that would have passed the letters (the card of useful words). */
export function UsefulWords({ explosion, nameOf }: Props) {
  const { t } = useTranslation();
  const titleId = useId();
  const syllable = explosion.syllable.toUpperCase();
  return (
    <Card variant="outlined" component="section" aria-labelledby={titleId}>
      <CardContent>
        <Typography variant="body2" color="text.secondary">
          {t('activities.wordbomb.exploded', { name: nameOf(explosion.user_id) })}
        </Typography>
        <Typography id={titleId} variant="subtitle2" component="h3">
          {t('activities.wordbomb.usefulWords', { syllable })}
        </Typography>
        <Typography>{explosion.useful_words.join(', ')}</Typography>
      </CardContent>
    </Card>
  );
}
