import List from '@mui/material/List';
import MenuItem from '@mui/material/MenuItem';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { ReviewRequest } from '@parley/contracts';
import { useDeferredValue, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { failureText } from '../../../lib/api/api-error.ts';
import { EmptyState } from '../../../ui/EmptyState.tsx';
import { ErrorAlert } from '../../../ui/ErrorAlert.tsx';
import { showToast } from '../../../ui/toast/toast-store.ts';
import { markReviewed, reviewRequestsQueryOptions, type ReviewSort } from '../api/review.ts';
import { ReviewRequestRow } from '../components/ReviewRequestRow.tsx';
import '../texts.ts';

/**
 * "Recordings to review": what students sent this teacher, found by name, sorted by date, marked reviewed at once. Its
 * own page names itself in an h1; the teacher's start page shows it as one of its sections (h2).
 */
export function RecordingsToReviewPage({ headingLevel = 'h1' }: { headingLevel?: 'h1' | 'h2' }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [search, setSearch] = useState('');
  const [sort, setSort] = useState<ReviewSort>('newest');
  const deferred = useDeferredValue(search.trim());
  const options = reviewRequestsQueryOptions(deferred, sort);
  const requests = useQuery(options);

  const toggle = (request: ReviewRequest) => {
    // "To Review" becomes reviewed, "Reviewed" goes back to accepted: shown at once, then sent, undone on failure.
    const reviewed = request.status !== 'reviewed';
    const status = reviewed ? 'reviewed' : 'accepted';
    const before = queryClient.getQueryData(options.queryKey);
    queryClient.setQueryData(options.queryKey, (list) =>
      list?.map((r) => (r.recording_id === request.recording_id ? { ...r, status } : r)),
    );
    markReviewed(request.recording_id, reviewed).catch((err: unknown) => {
      queryClient.setQueryData(options.queryKey, before);
      showToast(failureText(err), 'error');
    });
  };

  return (
    <Stack spacing={2} component="section" aria-labelledby="to-review-title">
      <Typography id="to-review-title" variant={headingLevel} sx={headingLevel === 'h2' ? { fontSize: '1.25rem' } : undefined}>
        {t('review.title')}
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextField
          label={t('review.search')}
          type="search"
          value={search}
          onChange={(e) => setSearch(e.target.value)}
          size="small"
          sx={{ flexGrow: 1 }}
        />
        <TextField
          select
          label={t('review.sort')}
          value={sort}
          onChange={(e) => setSort(e.target.value as ReviewSort)}
          size="small"
          sx={{ minWidth: 180 }}
        >
          <MenuItem value="newest">{t('review.newest')}</MenuItem>
          <MenuItem value="oldest">{t('review.oldest')}</MenuItem>
        </TextField>
      </Stack>
      {requests.isPending ? (
        <Stack spacing={1} role="status" aria-label={t('app.loading')}>
          {Array.from({ length: 3 }, (_, i) => (
            <Skeleton key={i} variant="rounded" height={56} />
          ))}
        </Stack>
      ) : requests.isError ? (
        <ErrorAlert error={requests.error} />
      ) : requests.data.length === 0 ? (
        <EmptyState title={t('review.empty')} hint={t('review.emptyHint')} />
      ) : (
        <List aria-label={t('review.title')}>
          {requests.data.map((request) => (
            <ReviewRequestRow key={request.recording_id} request={request} onToggle={() => toggle(request)} />
          ))}
        </List>
      )}
    </Stack>
  );
}
