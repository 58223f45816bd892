import VolumeUp from '@mui/icons-material/VolumeUp';
import IconButton from '@mui/material/IconButton';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { showFailure } from '../../../ui/toast/show-failure.ts';
import { readAloud } from '../api/words.ts';
import '../texts.ts';

/** Plays the word read aloud: the reading the dictionary gave, else one asked for on the first press. */
export function ListenButton({ word, url }: { word: string; url?: string | null }) {
  const { t } = useTranslation();
  const play = useMutation({
    mutationFn: async () => new Audio(url ?? (await readAloud(word))).play(),
    onError: showFailure,
  });
  return (
    <IconButton aria-label={t('vocabulary.listen', { word })} onClick={() => play.mutate()} disabled={play.isPending}>
      <VolumeUp />
    </IconButton>
  );
}
