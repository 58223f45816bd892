import Stack from '@mui/material/Stack';
import type { User } from '@parley/contracts';
import { AffiliatesSection } from '../../features/affiliates/pages/AffiliatesSection.tsx';
import { OffersSection } from '../../features/storefront/sections/OffersSection.tsx';

/**
 * /profile/affliation-offers (the spec's path, ADR 0076): a teacher's homepage Offers with their affiliate program
 * under them; any other member sees the affiliate program alone (a partner's link, or how to become an affiliate).
 */
export function AffiliationOffersPage({ user }: { user: User }) {
  if (user.status !== 'TEACHER') return <AffiliatesSection user={user} />;
  return (
    <Stack spacing={6}>
      <OffersSection />
      <AffiliatesSection user={user} level={2} />
    </Stack>
  );
}
