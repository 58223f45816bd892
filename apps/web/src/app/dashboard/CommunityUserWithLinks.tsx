import { useParams } from 'react-router';
import { CommunityUserPage } from '../../features/social/pages/CommunityUserPage.tsx';
import { PublicWeblinks } from '../../features/weblinks/components/PublicWeblinks.tsx';

/** /dashboard/community/:userId: a member's public profile, then the links they made public (ADR 0061). */
export function CommunityUserWithLinks() {
  const userId = Number(useParams().userId);
  return (
    <>
      <CommunityUserPage />
      <PublicWeblinks key={userId} userId={userId} />
    </>
  );
}
