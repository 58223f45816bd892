import { useEffect, useState } from 'react';

const allPresent = (selectors: readonly string[]) => selectors.every((selector) => document.querySelector(selector) !== null);

/**
 * True once every selector matches an element; follows the page as it renders and navigates. Watches the document
 * only while `enabled`, so a finished tour costs nothing.
 */
export function useTargetsPresent(selectors: readonly string[], enabled: boolean): boolean {
  const key = selectors.join(',');
  const [present, setPresent] = useState(() => allPresent(selectors));
  useEffect(() => {
    if (!enabled) return;
    const list = key.split(',');
    const check = () => setPresent(allPresent(list));
    check();
    const observer = new MutationObserver(check);
    observer.observe(document.body, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, [key, enabled]);
  return present;
}
