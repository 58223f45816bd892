import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import '../texts.ts';

interface Props {
  title: string;
  /** Best first, as the game's view has them. */
  scores: { user_id: number; points: number }[];
  nameOf: (userId: number) => string;
  /** What a player is doing this round, if anything worth saying ("drawing now", "guessed it"). */
  statusOf: (userId: number) => string | null;
}

/** A game's points, best first, with what each player is doing this round. */
export function Scoreboard({ title, scores, nameOf, statusOf }: Props) {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <section aria-labelledby={titleId}>
      <Typography id={titleId} variant="subtitle2" component="h3">
        {title}
      </Typography>
      <List dense disablePadding>
        {scores.map(({ user_id, points }, place) => (
          <ListItem key={user_id} disableGutters>
            <ListItemText
              primary={`${place + 1}. ${nameOf(user_id)}`}
              secondary={[t('activities.game.points', { count: points }), statusOf(user_id)].filter(Boolean).join(' · ')}
            />
          </ListItem>
        ))}
      </List>
    </section>
  );
}
