import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { parseWatchSource, WATCH_TEXTS } from '@parley/contracts';
import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { failureText } from '../../../lib/api/api-error.ts';
import { shareVideo } from '../api/watch.ts';
import '../texts.ts';

/** The host's link to a YouTube video or a media file, checked as the server checks it before it is sent. */
export function ShareLinkForm({ eventId, again }: { eventId: string; again: boolean }) {
  const { t } = useTranslation();
  const [url, setUrl] = useState('');
  const [error, setError] = useState<string | null>(null);
  const share = useMutation({
    mutationFn: (link: string) => shareVideo(eventId, link),
    onSuccess: () => setUrl(''),
    onError: (err) => setError(failureText(err)),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!parseWatchSource(url)) return setError(WATCH_TEXTS.unsupportedUrl);
    setError(null);
    share.mutate(url.trim());
  };
  return (
    <Stack direction="row" spacing={1} component="form" onSubmit={submit} noValidate sx={{ alignItems: 'flex-start' }}>
      <TextField
        size="small"
        type="url"
        label={t('activities.watch.link')}
        placeholder="https://www.youtube.com/watch?v=…"
        value={url}
        onChange={(event) => {
          setUrl(event.target.value);
          setError(null);
        }}
        error={error !== null}
        helperText={error ?? t('activities.watch.linkHint')}
        slotProps={{ htmlInput: { maxLength: 2048, autoComplete: 'off' } }}
        sx={{ flexGrow: 1 }}
      />
      <Button type="submit" variant="contained" loading={share.isPending} disabled={!url.trim()}>
        {again ? t('activities.watch.shareAnother') : t('activities.watch.share')}
      </Button>
    </Stack>
  );
}
