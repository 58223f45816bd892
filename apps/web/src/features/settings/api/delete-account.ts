import { authApi } from '@parley/contracts';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../../lib/api/client.ts';
import { contractText } from '../../../lib/i18n/contract-text.ts';
import { endSession } from '../../../lib/session/end-session.ts';
import { showToast } from '../../../ui/toast/toast-store.ts';

export const deleteAccount = () => call(authApi.deleteAccount, { body: { confirm: true } });

/**
 * Schedules the erasure (ADR 0009). The server revokes every session at once, so this browser's session ends too;
 * the person may log in again during the grace period to keep the account. The toast is shown here: the page that
 * asked is gone once the session ends.
 */
export function useDeleteAccount() {
  return useMutation({
    mutationFn: deleteAccount,
    onSuccess: ({ message }) => {
      showToast(contractText(message), 'success');
      endSession('logout');
    },
  });
}
