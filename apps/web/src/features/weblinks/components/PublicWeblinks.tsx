import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { usePublicWeblinks } from '../api/public-weblinks.ts';
import { WeblinkItem } from './WeblinkItem.tsx';
import '../texts.ts';

/** A member's public links on their community profile; nothing at all when they have none. */
export function PublicWeblinks({ userId }: { userId: number }) {
  const { t } = useTranslation();
  const links = usePublicWeblinks(userId);
  const items = links.data?.items ?? [];
  if (items.length === 0) return null;
  return (
    <Box component="section" aria-labelledby="public-weblinks" sx={{ mt: 3 }}>
      <Typography id="public-weblinks" variant="h2" sx={{ fontSize: '1.25rem', mb: 1 }}>
        {t('weblinks.publicList')}
      </Typography>
      <Box component="ul" sx={{ p: 0, m: 0 }}>
        {items.map((weblink) => (
          <WeblinkItem key={weblink.id} weblink={weblink} hideOwner />
        ))}
      </Box>
    </Box>
  );
}
