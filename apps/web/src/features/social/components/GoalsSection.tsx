import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api/api-error.ts';
import { ErrorAlert } from '../../../ui/ErrorAlert.tsx';
import { goalsQueryOptions } from '../api/goals.ts';
import '../../../entities/social/texts.ts';

function ChipList({ id, title, items }: { id: string; title: string; items: string[] }) {
  return (
    <Box component="section" sx={{ mb: 2 }} aria-labelledby={id}>
      <Typography variant="h2" id={id} sx={{ fontSize: '1.1rem', mb: 1 }}>
        {title}
      </Typography>
      <Stack direction="row" component="ul" sx={{ flexWrap: 'wrap', gap: 1, p: 0, m: 0, listStyle: 'none' }}>
        {items.map((item) => (
          <li key={item}>
            <Chip label={item} variant="outlined" />
          </li>
        ))}
      </Stack>
    </Box>
  );
}

/**
 * A member's goals and interests from their goals questionnaire. Nothing is shown when they have not answered it,
 * nor when the server hides it (404 across an avoid).
 */
export function GoalsSection({ userId }: { userId: number }) {
  const { t } = useTranslation();
  const goals = useQuery(goalsQueryOptions(userId));
  if (goals.isPending) return <Skeleton variant="rounded" height={32} width={240} sx={{ mb: 2 }} aria-hidden />;
  if (goals.isError) {
    return goals.error instanceof ApiError && goals.error.status === 404 ? null : <ErrorAlert error={goals.error} />;
  }
  const answer = goals.data.goals;
  if (!answer) return null;
  return (
    <>
      {answer.goal.length > 0 && (
        <ChipList id="goals-title" title={t('social.profile.goals')} items={answer.goal.map((g) => t(`social.goals.${g}`))} />
      )}
      {answer.interests.length > 0 && (
        <ChipList id="interests-title" title={t('social.profile.interests')} items={answer.interests} />
      )}
    </>
  );
}
