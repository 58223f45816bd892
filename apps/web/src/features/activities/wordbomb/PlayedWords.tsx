import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { WordBombView } from '@parley/contracts';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import '../texts.ts';

interface Props {
  played: WordBombView['played'];
  nameOf: (userId: number) => string;
}

/** The game's words that passed the bomb, newest first: what the room has said so far. */
export function PlayedWords({ played, nameOf }: Props) {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <section aria-labelledby={titleId}>
      <Typography id={titleId} variant="subtitle2" component="h3">
        {t('activities.wordbomb.played')}
      </Typography>
      {played.length === 0 ? (
        <Typography color="text.secondary">{t('activities.wordbomb.noWords')}</Typography>
      ) : (
        <Stack component="ul" direction="row" useFlexGap spacing={0.5} sx={{ flexWrap: 'wrap', p: 0, m: 0, listStyle: 'none' }}>
          {[...played].reverse().map(({ user_id, word, spoken }) => (
            <li key={word}>
              <Chip size="small" label={`${word} · ${nameOf(user_id)}${spoken ? ` (${t('activities.wordbomb.said')})` : ''}`} />
            </li>
          ))}
        </Stack>
      )}
    </section>
  );
}
