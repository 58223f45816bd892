import { RECORDING_RESULT_DELAY_MS } from '@parley/contracts';
import { useCallback, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { failureText } from '../../../lib/api/api-error.ts';
import { showToast } from '../../../ui/toast/toast-store.ts';
import { useRefreshRecordings } from '../api/recordings.ts';
import type { RecorderParts } from './recorder-parts.ts';
import '../texts.ts';

/**
 * Stop (by hand or at the time limit) and send, a retry once the uploads gave up, and Delete. The list is refreshed
 * once the server has the recording or lost it.
 */
interface SendOptions {
  atLimit: boolean;
  clearHints: () => void;
  onSent?: ((recordingId: number) => void) | undefined;
}

export function useRecorderSend(parts: RecorderParts, { atLimit, clearHints, onSent }: SendOptions) {
  const { t } = useTranslation();
  const refreshList = useRefreshRecordings();
  const { machine, sessionRef, stopwatchRef, setElapsedMs, mountedRef } = parts;
  const { send } = machine;

  const finish = useCallback(async () => {
    const s = sessionRef.current;
    if (!s) return;
    send({ type: 'send' });
    try {
      await s.send();
      sessionRef.current = null;
      showToast(t('recordings.recorder.sent'), 'success');
      onSent?.(s.id);
      // The spec fetches the result 1.5 s after stop; the list then shows it as processing.
      setTimeout(() => void refreshList(), RECORDING_RESULT_DELAY_MS);
      void refreshList();
      if (!mountedRef.current) return;
      setElapsedMs(0);
      send({ type: 'sent' });
    } catch (err) {
      if (mountedRef.current) send({ type: 'sendFailed', error: err });
    }
  }, [mountedRef, onSent, refreshList, send, sessionRef, setElapsedMs, t]);

  const stop = useCallback(async () => {
    const s = sessionRef.current;
    if (!s || !send({ type: 'stop' })) return;
    stopwatchRef.current.pause();
    await s.end();
    await finish();
  }, [finish, send, sessionRef, stopwatchRef]);

  useEffect(() => {
    if (atLimit) void stop();
  }, [atLimit, stop]);

  const retry = useCallback(() => {
    sessionRef.current?.retry();
    void finish();
  }, [finish, sessionRef]);

  const cancel = useCallback(async () => {
    const s = sessionRef.current;
    if (!s) return;
    sessionRef.current = null;
    // Back to zero: started and held.
    stopwatchRef.current.start();
    stopwatchRef.current.pause();
    setElapsedMs(0);
    clearHints();
    send({ type: 'cancel' });
    try {
      await s.discard();
      showToast(t('recordings.recorder.cancelled'), 'info');
    } catch (err) {
      showToast(failureText(err), 'error');
    }
    void refreshList();
  }, [clearHints, refreshList, send, sessionRef, setElapsedMs, stopwatchRef, t]);

  return { stop, retry, cancel };
}
