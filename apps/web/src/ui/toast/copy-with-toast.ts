import { showFailure } from './show-failure.ts';
import { showToast } from './toast-store.ts';

/** Puts `text` on the clipboard and says so; a browser that refuses says why. */
export async function copyWithToast(text: string, done: string) {
  try {
    await navigator.clipboard.writeText(text);
    showToast(done, 'success');
  } catch (error) {
    showFailure(error);
  }
}
