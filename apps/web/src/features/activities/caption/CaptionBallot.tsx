import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import type { CaptionView } from '@parley/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { failureText } from '../../../lib/api/api-error.ts';
import { showToast } from '../../../ui/toast/toast-store.ts';
import { voteForCaption } from '../api/caption.ts';
import { captionGameKey } from './use-caption-game.ts';
import '../texts.ts';

interface Props {
  eventId: string;
  roomId: string;
  ballot: CaptionView['ballot'];
  /** The caller's own caption (not to be voted for) and vote, if any. */
  mine: string | null;
  voted: string | null;
}

/** The round's captions without their authors; a vote for one that is not one's own. */
export function CaptionBallot({ eventId, roomId, ballot, mine, voted }: Props) {
  const { t } = useTranslation();
  const titleId = useId();
  const queryClient = useQueryClient();
  const cast = useMutation({
    mutationFn: (captionId: string) => voteForCaption(eventId, captionId),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: captionGameKey(eventId, roomId) }),
    onError: (err) => showToast(failureText(err), 'error'),
  });
  return (
    <section aria-labelledby={titleId}>
      <Typography id={titleId} variant="subtitle2" component="h3">
        {t('activities.caption.ballot')}
      </Typography>
      <List dense disablePadding>
        {ballot.map(({ id, text }) => (
          <ListItem
            key={id}
            disableGutters
            secondaryAction={
              id === mine ? null : (
                <Button
                  size="small"
                  variant={voted === id ? 'contained' : 'outlined'}
                  disabled={voted !== null}
                  loading={cast.isPending && cast.variables === id}
                  onClick={() => cast.mutate(id)}
                  aria-label={`${t('activities.caption.voteFor')}: ${text}`}
                >
                  {t('activities.caption.voteFor')}
                </Button>
              )
            }
          >
            <ListItemText primary={`“${text}”`} secondary={id === mine ? t('activities.caption.yours') : null} />
          </ListItem>
        ))}
      </List>
    </section>
  );
}
