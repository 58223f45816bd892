import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ROUTES, type VocabularyEntry } from '@parley/contracts';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { LevelChip } from './LevelChip.tsx';
import { ListenButton } from './ListenButton.tsx';
import '../texts.ts';

/** One word: its level, where it came from, its meaning and example, and the learner's own sentence. */
export function WordItem({ word, onDelete }: { word: VocabularyEntry; onDelete: (word: VocabularyEntry) => void }) {
  const { t } = useTranslation();
  return (
    <Box component="li" sx={{ listStyle: 'none', py: 1.5, borderBottom: 1, borderColor: 'divider' }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography component="h2" sx={{ fontSize: '1.125rem', fontWeight: 700 }}>
          {word.word}
        </Typography>
        {word.cefr_level && <LevelChip level={word.cefr_level} />}
        <Chip size="small" label={t(`vocabulary.source.${word.source}`)} />
        <Box sx={{ flexGrow: 1 }} />
        <ListenButton word={word.word} />
        <IconButton aria-label={t('vocabulary.delete', { word: word.word })} onClick={() => onDelete(word)}>
          <DeleteOutlined />
        </IconButton>
      </Stack>
      {word.meaning && <Typography>{word.meaning}</Typography>}
      {word.example && (
        <Typography color="text.secondary" sx={{ fontStyle: 'italic' }}>
          “{word.example}”
        </Typography>
      )}
      {word.sentence && (
        <Typography color="text.secondary" variant="body2" sx={{ mt: 0.5 }}>
          {t('vocabulary.youSaid', { sentence: word.sentence })}
          {word.recording_id !== null && (
            <>
              {' · '}
              <Link component={RouterLink} to={ROUTES.dashboardFeedbackItem.replace(':feedbackId', String(word.recording_id))}>
                {t('vocabulary.fromRecording')}
              </Link>
            </>
          )}
        </Typography>
      )}
    </Box>
  );
}
