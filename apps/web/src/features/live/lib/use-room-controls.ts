import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { generatePath, useNavigate } from 'react-router';
import { ROUTES } from '@parley/contracts';
import { failureText } from '../../../lib/api/api-error.ts';
import { showToast } from '../../../ui/toast/toast-store.ts';
import { endEvent, exitRoom, lockRoom, setChatEnabled, startNextRound } from '../api/host-controls.ts';
import '../texts.ts';

const toastFailure = (err: unknown) => showToast(failureText(err), 'error');

/** The host's lock, chat switch, next round and end, whose failures show in a toast; and leaving, which never waits. */
export function useRoomControls(eventId: string) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const lock = useMutation({ mutationFn: (locked: boolean) => lockRoom(eventId, locked), onError: toastFailure });
  const chat = useMutation({ mutationFn: (enabled: boolean) => setChatEnabled(eventId, enabled), onError: toastFailure });
  const nextRound = useMutation({
    mutationFn: () => startNextRound(eventId),
    onSuccess: (next) => showToast(t('live.controls.roundStarted', { round: next.round }), 'success'),
    onError: toastFailure,
  });
  const end = useMutation({ mutationFn: () => endEvent(eventId), onError: toastFailure });
  const leave = () => {
    void exitRoom(eventId).catch(() => undefined);
    void navigate(generatePath(ROUTES.event, { eventId }));
  };
  return { lock: lock.mutate, enableChat: chat.mutate, nextRound: () => nextRound.mutate(), end: () => end.mutate(), leave };
}
