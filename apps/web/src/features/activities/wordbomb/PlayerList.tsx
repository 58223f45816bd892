import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import type { WordBombView } from '@parley/contracts';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import '../texts.ts';

interface Props {
  view: WordBombView;
  /** In the order the bomb goes round, or as the results rank them. */
  players: WordBombView['players'];
  title: string;
  nameOf: (userId: number) => string;
}

/** Who plays, their lives as hearts (and in words), their words, and who holds the bomb. */
export function PlayerList({ view, players, title, nameOf }: Props) {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <section aria-labelledby={titleId}>
      <Typography id={titleId} variant="subtitle2" component="h3">
        {title}
      </Typography>
      <List dense disablePadding>
        {players.map(({ user_id, lives, words, longest }) => {
          const holds = view.phase === 'playing' && user_id === view.holder_id;
          const details = [
            lives > 0 ? t('activities.wordbomb.lives', { count: lives }) : t('activities.wordbomb.out'),
            t('activities.wordbomb.words', { count: words }),
            view.phase === 'finished' && longest ? t('activities.wordbomb.longest', { word: longest }) : null,
            holds ? t('activities.wordbomb.hasBomb') : null,
          ];
          return (
            <ListItem
              key={user_id}
              disableGutters
              sx={holds ? { bgcolor: 'action.selected', borderRadius: 1, px: 1 } : undefined}
            >
              <ListItemText
                primary={
                  <>
                    {nameOf(user_id)} <span aria-hidden="true">{'♥'.repeat(lives)}</span>
                  </>
                }
                secondary={details.filter(Boolean).join(' · ')}
              />
            </ListItem>
          );
        })}
      </List>
    </section>
  );
}
