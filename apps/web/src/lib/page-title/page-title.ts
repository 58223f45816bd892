import { useEffect } from 'react';
import { createStore, useStore } from '../external-store.ts';

/**
 * The name a mounted page gives itself (an event's title, a teacher's name). It wins over its route's title, which
 * the shell sets: the shell renders above the page, so its effect runs after the page's and would overwrite a title
 * the page set directly.
 */
const pageName = createStore<string | null>(null);

/** Names the document after what this page shows, while it is mounted; null or empty leaves the route's title. */
export function usePageName(name: string | null | undefined) {
  useEffect(() => {
    if (!name) return;
    pageName.set(name);
    return () => {
      if (pageName.get() === name) pageName.set(null);
    };
  }, [name]);
}

export const usePageNameOverride = () => useStore(pageName);
