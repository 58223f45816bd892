import Box from '@mui/material/Box';
import { useParams } from 'react-router';
import { PublicProfile } from '../components/PublicProfile.tsx';

/** /dashboard/community/:userId: a member's public profile. */
export function CommunityUserPage() {
  const userId = Number(useParams().userId);
  return (
    <Box>
      <PublicProfile key={userId} userId={userId} />
    </Box>
  );
}
