import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { PictionaryView } from '@parley/contracts';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import '../texts.ts';

/** This round's wrong guesses, newest last: learners see the words the others tried. */
export function GuessList({ view, nameOf }: { view: PictionaryView; nameOf: (id: number) => string }) {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <section aria-labelledby={titleId}>
      <Typography id={titleId} variant="subtitle2" component="h3">
        {t('activities.pictionary.guesses')}
      </Typography>
      {view.guesses.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {t('activities.pictionary.noGuesses')}
        </Typography>
      ) : (
        <Box component="ul" sx={{ pl: 2, my: 0.5, maxHeight: 200, overflowY: 'auto' }}>
          {view.guesses.map((guess, i) => (
            <Typography component="li" variant="body2" key={`${i}-${guess.user_id}`}>
              <b>{nameOf(guess.user_id)}</b>: {guess.text}
              {guess.spoken && ` (${t('activities.pictionary.spoken')})`}
            </Typography>
          ))}
        </Box>
      )}
    </section>
  );
}
