import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { CommunityFilterBar } from '../components/CommunityFilterBar.tsx';
import { CommunityResults } from '../components/CommunityResults.tsx';
import { filtersFromSearch, NO_FILTERS, searchFromFilters, type CommunityFilters } from '../lib/community-filters.ts';
import '../../../entities/social/texts.ts';

/**
 * /dashboard/community: find people by name, language, level and role. The filters live in the address, so back,
 * forward, reload and a shared link keep them.
 */
export function CommunityPage() {
  const { t } = useTranslation();
  const [search, setSearch] = useSearchParams();
  const filters = filtersFromSearch(search);
  const apply = (next: CommunityFilters) => setSearch(searchFromFilters(next));
  return (
    <Box>
      <Typography variant="h1" sx={{ mb: 1 }}>
        {t('social.community.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {t('social.community.intro')}
      </Typography>
      <CommunityFilterBar filters={filters} onChange={apply} />
      <CommunityResults filters={filters} onClear={() => apply(NO_FILTERS)} />
    </Box>
  );
}
