import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import type { CaptionRound } from '@parley/contracts';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import '../texts.ts';

interface Props {
  round: CaptionRound;
  nameOf: (userId: number) => string;
}

/** A finished round: each caption with its author, votes and corrections, then words for what the picture shows. */
export function CaptionRoundCard({ round, nameOf }: Props) {
  const { t } = useTranslation();
  const titleId = useId();
  const wordsId = useId();
  return (
    <Box component="section" aria-labelledby={titleId} sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
      <Typography id={titleId} variant="subtitle2" component="h3">
        {t('activities.caption.roundTitle', { round: round.round })}
      </Typography>
      {round.captions.length === 0 ? (
        <Typography>{t('activities.caption.noCaptions')}</Typography>
      ) : (
        <List dense disablePadding>
          {round.captions.map((caption) => (
            <ListItem key={caption.id} disableGutters sx={{ display: 'block' }}>
              <ListItemText
                primary={`“${caption.text}”`}
                secondary={[
                  nameOf(caption.user_id),
                  caption.spoken ? t('activities.caption.said') : null,
                  t('activities.caption.votes', { count: caption.votes }),
                  round.winner_ids.includes(caption.user_id) ? t('activities.caption.best') : null,
                ]
                  .filter(Boolean)
                  .join(' · ')}
              />
              {caption.corrections.map((correction, i) => (
                <Typography key={i} variant="body2" sx={{ pl: 2 }}>
                  {t('activities.caption.better', { sentence: correction.corrected })} {correction.explanation}
                </Typography>
              ))}
            </ListItem>
          ))}
        </List>
      )}
      <section aria-labelledby={wordsId}>
        <Typography id={wordsId} variant="subtitle2" component="h3">
          {t('activities.caption.usefulWords')}
        </Typography>
        <Typography>{round.useful_words.join(', ')}</Typography>
        <Typography variant="body2" color="text.secondary">
          {t('activities.caption.description', { text: round.description })}
        </Typography>
      </section>
    </Box>
  );
}
