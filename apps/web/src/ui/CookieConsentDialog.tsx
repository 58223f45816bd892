import { lazy, Suspense, useState } from 'react';
import { useConsent } from '../lib/consent.ts';

const ConsentDialog = lazy(() => import('./ConsentDialog.tsx').then((m) => ({ default: m.ConsentDialog })));

/**
 * Most visits answered the cookie question before: the dialog loads the first time it opens, and then stays mounted
 * so it can close with its transition and open again without a wait.
 */
export function CookieConsentDialog() {
  const { open } = useConsent();
  const [wanted, setWanted] = useState(open);
  if (open && !wanted) setWanted(true);
  return wanted ? (
    <Suspense fallback={null}>
      <ConsentDialog />
    </Suspense>
  ) : null;
}
