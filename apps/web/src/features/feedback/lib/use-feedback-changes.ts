import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { FeedbackComment, Recording } from '@parley/contracts';
import { useTranslation } from 'react-i18next';
import { failureText } from '../../../lib/api/api-error.ts';
import { showToast } from '../../../ui/toast/toast-store.ts';
import { addAudioComment, addTextComment, deleteComment, updateRecording, voteOn, type Place } from '../api/feedback.ts';
import { applyFeedbackChange, type FeedbackChange } from './feedback-view.ts';
import '../texts.ts';

const toastFailure = (err: unknown) => showToast(failureText(err), 'error');

/**
 * Comments (words or voice), votes and deletions on one recording's feedback: each answer goes into the page at once,
 * each failure into a toast. A comment's promise also fails, so its box keeps what was written.
 */
export function useFeedbackChanges(recordingId: number) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const apply = (change: FeedbackChange) => updateRecording(queryClient, recordingId, (r) => applyFeedbackChange(r, change));

  const comment = useMutation({
    mutationFn: ({ place, content }: { place: Place; content: string | Blob }) =>
      typeof content === 'string' ? addTextComment(recordingId, place, content) : addAudioComment(recordingId, place, content),
    onSuccess: (chunk) => {
      apply({ type: 'chunkSaved', chunk });
      showToast(t('feedback.commentSent'), 'success');
    },
    onError: toastFailure,
  });
  const vote = useMutation({
    mutationFn: ({ commentId, vote }: { commentId: number; vote: 'like' | 'dislike' }) => voteOn(commentId, vote),
    onSuccess: (changed) => apply({ type: 'commentChanged', comment: changed }),
    onError: toastFailure,
  });
  const remove = useMutation({
    mutationFn: deleteComment,
    onSuccess: (_answer, commentId) => apply({ type: 'commentDeleted', commentId }),
    onError: toastFailure,
  });

  return {
    comment: (place: Place, content: string | Blob) => comment.mutateAsync({ place, content }),
    vote: (target: FeedbackComment, choice: 'like' | 'dislike') => vote.mutate({ commentId: target.id, vote: choice }),
    remove: (target: FeedbackComment) => remove.mutate(target.id),
    reviewAsked: (review: NonNullable<Recording['review']>) => apply({ type: 'reviewAsked', review }),
  };
}
export type FeedbackChanges = ReturnType<typeof useFeedbackChanges>;
