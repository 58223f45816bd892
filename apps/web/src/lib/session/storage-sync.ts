import { STORAGE_KEYS } from '../browser-storage/local-store.ts';
import { reloadSession } from './session.ts';

/** Follows logins, logouts and token rotations made in other tabs. */
export function followOtherTabs(): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === STORAGE_KEYS.session || event.key === null) reloadSession();
  };
  window.addEventListener('storage', onStorage);
  return () => window.removeEventListener('storage', onStorage);
}
