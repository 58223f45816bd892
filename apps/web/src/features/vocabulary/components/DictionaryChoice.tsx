import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { DictionaryEntry } from '@parley/contracts';
import { useTranslation } from 'react-i18next';
import { LevelChip } from './LevelChip.tsx';
import { ListenButton } from './ListenButton.tsx';
import '../texts.ts';

/** The dictionary's entry: the word, its level and reading, and its meanings to choose one from. */
export function DictionaryChoice({
  entry,
  chosen,
  onChoose,
}: {
  entry: DictionaryEntry;
  chosen: number;
  onChoose: (index: number) => void;
}) {
  const { t } = useTranslation();
  return (
    <Stack spacing={1} aria-live="polite">
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <Typography variant="h3" sx={{ fontSize: '1.25rem' }}>
          {entry.word}
        </Typography>
        {entry.cefr_level && <LevelChip level={entry.cefr_level} />}
        <ListenButton word={entry.word} url={entry.tts_url} />
      </Stack>
      {entry.meanings.length > 0 && (
        <RadioGroup
          aria-label={t('vocabulary.addDialog.choose')}
          value={String(chosen)}
          onChange={(e) => onChoose(Number(e.target.value))}
        >
          {entry.meanings.map((meaning, i) => (
            <FormControlLabel
              key={i}
              value={String(i)}
              control={<Radio />}
              label={`(${meaning.part_of_speech}) ${meaning.definition}`}
            />
          ))}
        </RadioGroup>
      )}
    </Stack>
  );
}
