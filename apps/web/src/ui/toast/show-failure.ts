import { failureText } from '../../lib/api/api-error.ts';
import { contractText } from '../../lib/i18n/contract-text.ts';
import { showToast } from './toast-store.ts';

/** A failed call's text as an error toast, in the user's language when the contracts know the sentence. */
export const showFailure = (error: unknown) => showToast(contractText(failureText(error)), 'error');
