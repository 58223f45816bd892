import Button from '@mui/material/Button';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { failureText } from '../../../lib/api/api-error.ts';
import { showToast } from '../../../ui/toast/toast-store.ts';
import '../texts.ts';

/** Anyone in the room starts a game when none runs ("Play again" once one has finished). */
export function NewGameButton({ again, start }: { again: boolean; start: () => Promise<unknown> }) {
  const { t } = useTranslation();
  const starting = useMutation({ mutationFn: start, onError: (err) => showToast(failureText(err), 'error') });
  return (
    <Button variant="contained" loading={starting.isPending} onClick={() => starting.mutate()}>
      {again ? t('activities.game.again') : t('activities.game.start')}
    </Button>
  );
}
