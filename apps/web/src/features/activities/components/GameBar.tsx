import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { failureText } from '../../../lib/api/api-error.ts';
import { useNow } from '../../../lib/use-now.ts';
import { showToast } from '../../../ui/toast/toast-store.ts';
import '../texts.ts';

interface Props {
  title: string;
  titleId: string;
  /** The game's round (0 before the first) and how many it has. */
  round: number;
  roundsTotal: number;
  /** When the turn (or, in a pause, the pause) ends. */
  endsAt: string | null;
  /** Between rounds: the clock counts down to the next one. */
  pause: boolean;
  /** Those who may move on (the host, the player whose turn it is) while a game runs, and how. */
  moveOn: { label: string; run: () => Promise<unknown> } | null;
}

/** A game's title with the round, the clock of the turn or the pause, and moving on for those who may. */
export function GameBar({ title, titleId, round, roundsTotal, endsAt, pause, moveOn }: Props) {
  const { t } = useTranslation();
  const now = useNow(endsAt !== null);
  const secondsLeft = endsAt ? Math.max(0, Math.ceil((Date.parse(endsAt) - now) / 1000)) : null;
  const next = useMutation({
    mutationFn: () => moveOn!.run(),
    onError: (err) => showToast(failureText(err), 'error'),
  });
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
      <Typography id={titleId} variant="overline" component="h2" sx={{ flexGrow: 1 }}>
        {title}
        {round > 0 && ` · ${t('activities.game.round', { round, total: roundsTotal })}`}
      </Typography>
      {secondsLeft !== null && (
        <Typography sx={{ fontVariantNumeric: 'tabular-nums', fontWeight: 600 }}>
          {pause ? t('activities.game.nextIn', { count: secondsLeft }) : t('activities.game.secondsLeft', { count: secondsLeft })}
        </Typography>
      )}
      {moveOn && (
        <Button size="small" variant="outlined" loading={next.isPending} onClick={() => next.mutate()}>
          {moveOn.label}
        </Button>
      )}
    </Stack>
  );
}
