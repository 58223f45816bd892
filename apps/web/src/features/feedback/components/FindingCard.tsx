import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { shownName, type FeedbackChunk, type FeedbackComment } from '@parley/contracts';
import { useTranslation } from 'react-i18next';
import { VisuallyHidden } from '../../../ui/VisuallyHidden.tsx';
import { formatMmSs } from '../../../lib/format/mm-ss.ts';
import { CategoryChip } from './CategoryChip.tsx';
import { CommentBox } from './CommentBox.tsx';
import { FindingBody } from './FindingBody.tsx';
import { PlayButton } from './PlayButton.tsx';
import { Votes } from './Votes.tsx';
import '../texts.ts';

interface Props {
  chunk: FeedbackChunk;
  meId: number;
  active: boolean;
  onSeek: (seconds: number) => void;
  onVote: (comment: FeedbackComment, vote: 'like' | 'dislike') => void;
  onComment: (text: string) => Promise<unknown>;
  onVoiceComment: (audio: Blob) => Promise<unknown>;
  onDelete: (comment: FeedbackComment) => void;
}

/** One finding or commented moment: the AI's explanation, people's comments with votes, and a box to add one. */
export function FindingCard({ chunk, meId, active, onSeek, onVote, onComment, onVoiceComment, onDelete }: Props) {
  const { t } = useTranslation();
  const ai = chunk.comments.filter((c) => c.is_ai);
  const people = chunk.comments.filter((c) => !c.is_ai);
  return (
    <Card
      component="li"
      variant="outlined"
      aria-current={active ? 'time' : undefined}
      sx={{ listStyle: 'none', borderColor: active ? 'primary.main' : undefined, borderWidth: active ? 2 : 1 }}
    >
      <CardContent>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1 }}>
          <CategoryChip type={chunk.error_type} />
          <Button size="small" onClick={() => onSeek(chunk.start_time)}>
            <VisuallyHidden>{t('feedback.playFromHidden')} </VisuallyHidden>
            {formatMmSs(chunk.start_time)}
          </Button>
        </Stack>
        {ai.map((comment) => (
          <Box key={comment.id}>
            <FindingBody type={chunk.error_type} comment={comment} />
            <Votes comment={comment} meId={meId} onVote={(v) => onVote(comment, v)} />
          </Box>
        ))}
        {people.map((comment) => (
          <Box key={comment.id} sx={{ mt: 1.5, pl: 1.5, borderLeft: 3, borderColor: 'divider' }}>
            <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
              <Typography variant="subtitle2">{comment.user ? shownName(comment.user) : ''}</Typography>
              {comment.user?.id === meId && (
                <IconButton size="small" aria-label={t('feedback.deleteComment')} onClick={() => onDelete(comment)}>
                  <DeleteIcon fontSize="small" />
                </IconButton>
              )}
            </Stack>
            {comment.comment && <Typography sx={{ whiteSpace: 'pre-wrap' }}>{comment.comment}</Typography>}
            {comment.audio_comment_url && <PlayButton url={comment.audio_comment_url} label={t('feedback.playComment')} />}
            <Votes comment={comment} meId={meId} onVote={(v) => onVote(comment, v)} />
          </Box>
        ))}
        <CommentBox open={t('feedback.addComment')} onSend={onComment} onSendAudio={onVoiceComment} />
      </CardContent>
    </Card>
  );
}
