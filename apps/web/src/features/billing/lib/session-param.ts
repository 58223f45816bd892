import { useSearchParams } from 'react-router';

/** The provider's session or link id from the page's query string (?session=… or ?link=…). */
export function useProviderParam(name: 'session' | 'link'): string | null {
  const [params] = useSearchParams();
  return params.get(name);
}
