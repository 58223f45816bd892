import ThumbDownIcon from '@mui/icons-material/ThumbDownOutlined';
import ThumbUpIcon from '@mui/icons-material/ThumbUpOutlined';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import type { FeedbackComment } from '@parley/contracts';
import { useTranslation } from 'react-i18next';
import '../texts.ts';

/** Like and dislike with their counts; the user's own vote is pressed, and pressing it again takes it back. */
export function Votes({
  comment,
  meId,
  onVote,
}: {
  comment: FeedbackComment;
  meId: number;
  onVote: (v: 'like' | 'dislike') => void;
}) {
  const { t } = useTranslation();
  const liked = comment.likes.user_ids.includes(meId);
  const disliked = comment.dislikes.user_ids.includes(meId);
  return (
    <Stack direction="row" spacing={0.5}>
      <Button
        size="small"
        color={liked ? 'primary' : 'inherit'}
        startIcon={<ThumbUpIcon fontSize="small" />}
        aria-pressed={liked}
        aria-label={t('feedback.like', { count: comment.likes.count })}
        onClick={() => onVote('like')}
      >
        {comment.likes.count}
      </Button>
      <Button
        size="small"
        color={disliked ? 'primary' : 'inherit'}
        startIcon={<ThumbDownIcon fontSize="small" />}
        aria-pressed={disliked}
        aria-label={t('feedback.dislike', { count: comment.dislikes.count })}
        onClick={() => onVote('dislike')}
      >
        {comment.dislikes.count}
      </Button>
    </Stack>
  );
}
