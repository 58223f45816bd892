import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { GeoCityCard } from '@parley/contracts';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import '../texts.ts';

/** The describer's city and what they can say about it; nobody else in the room sees it. */
export function CityCard({ card }: { card: GeoCityCard }) {
  const { t, i18n } = useTranslation();
  const titleId = useId();
  const facts: [string, string][] = [
    [t('activities.geogame.country'), card.country],
    [t('activities.geogame.continent'), card.continent],
    [t('activities.geogame.population'), card.population.toLocaleString(i18n.language)],
    [
      t('activities.geogame.capital'),
      card.capital ? t('activities.geogame.capitalYes', { country: card.country }) : t('activities.geogame.capitalNo'),
    ],
    [t('activities.geogame.languages'), card.languages.join(', ')],
    ...(card.landmarks.length ? [[t('activities.geogame.landmarks'), card.landmarks.join('; ')] as [string, string]] : []),
  ];
  return (
    <Box component="section" aria-labelledby={titleId} sx={{ p: 2, borderRadius: 2, bgcolor: 'background.paper', boxShadow: 1 }}>
      <Typography variant="overline" component="h3" id={titleId}>
        {t('activities.geogame.cardTitle')}
      </Typography>
      <Typography variant="h4" component="p" sx={{ fontWeight: 700 }}>
        {card.name}
      </Typography>
      <Box
        component="dl"
        sx={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: 2, rowGap: 0.5, m: 0, mt: 1 }}
      >
        {facts.map(([term, value]) => (
          <Box key={term} sx={{ display: 'contents' }}>
            <Typography component="dt" sx={{ fontWeight: 600 }}>
              {term}
            </Typography>
            <Typography component="dd" sx={{ m: 0 }}>
              {value}
            </Typography>
          </Box>
        ))}
      </Box>
    </Box>
  );
}
