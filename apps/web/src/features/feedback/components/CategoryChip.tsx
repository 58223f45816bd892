import CreateIcon from '@mui/icons-material/CreateOutlined';
import MenuBookIcon from '@mui/icons-material/MenuBookOutlined';
import RecordVoiceOverIcon from '@mui/icons-material/RecordVoiceOverOutlined';
import CommentIcon from '@mui/icons-material/ChatBubbleOutlineOutlined';
import Chip from '@mui/material/Chip';
import type { FeedbackErrorType } from '@parley/contracts';
import { useTranslation } from 'react-i18next';
import { CATEGORY_COLOURS } from '../lib/categories.ts';
import '../texts.ts';

const ICONS = {
  GRAMMAR: CreateIcon,
  VOCAB: MenuBookIcon,
  MISPRONUNCIATION: RecordVoiceOverIcon,
  COMMENT: CommentIcon,
} as const;

/** A finding's kind: colour, icon and word together (DESIGN.md: colour is never the only signal). */
export function CategoryChip({ type }: { type: FeedbackErrorType | null }) {
  const { t } = useTranslation();
  const kind = type ?? 'COMMENT';
  const Icon = ICONS[kind];
  return (
    <Chip
      size="small"
      icon={<Icon style={{ color: 'inherit' }} fontSize="small" />}
      label={t(`feedback.category.${kind}`)}
      sx={{ bgcolor: CATEGORY_COLOURS[kind], color: '#fff', fontWeight: 600 }}
    />
  );
}
