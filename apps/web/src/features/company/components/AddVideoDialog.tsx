import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { VIDEO_UPLOAD_TYPES, videoLinkBodySchema, videoTitleSchema, type VideoCollection } from '@parley/contracts';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import * as z from 'zod/mini';
import { contractText } from '../../../lib/i18n/contract-text.ts';
import { ErrorAlert } from '../../../ui/ErrorAlert.tsx';
import { showToast } from '../../../ui/toast/toast-store.ts';
import { addVideoLink, uploadVideo, useVideosChange } from '../api/videos.ts';
import '../texts.ts';

type Way = 'link' | 'upload';

interface FileFieldProps {
  file: File | null;
  onFile: (file: File | null) => void;
  /** Share sent so far while uploading, else null. */
  progress: number | null;
  error: string | undefined;
  busy: boolean;
}

/** The chosen file, the type and size it may have, and the upload's progress. */
function VideoFileField({ file, onFile, progress, error, busy }: FileFieldProps) {
  const { t } = useTranslation();
  const id = useId();
  const fileInput = useRef<HTMLInputElement>(null);
  return (
    <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
      <input
        ref={fileInput}
        type="file"
        hidden
        accept={VIDEO_UPLOAD_TYPES.join(',')}
        data-testid="video-file"
        onChange={(e) => onFile(e.target.files?.[0] ?? null)}
      />
      <Button variant="outlined" onClick={() => fileInput.current?.click()} disabled={busy} aria-describedby={`${id}-file`}>
        {t('teamContent.videos.chooseFile')}
      </Button>
      <Typography id={`${id}-file`} variant="body2" color={error ? 'error' : 'text.secondary'}>
        {file ? t('teamContent.videos.chosen', { name: file.name }) : t('teamContent.videos.fileHelp')}
      </Typography>
      {progress !== null && file && (
        <Stack sx={{ width: 1 }} spacing={0.5}>
          <Typography variant="body2" id={`${id}-progress`}>
            {t('teamContent.videos.uploading', { name: file.name, percent: Math.round(progress * 100) })}
          </Typography>
          <LinearProgress variant="determinate" value={progress * 100} aria-labelledby={`${id}-progress`} />
        </Stack>
      )}
    </Stack>
  );
}

/** Adds a video to a collection: by a YouTube or Vimeo link (checked by the contract), or by uploading a file. */
export function AddVideoDialog({ collection, onClose }: { collection: VideoCollection | null; onClose: () => void }) {
  return collection ? <AddVideoForm key={collection.id} collection={collection} onClose={onClose} /> : null;
}

function AddVideoForm({ collection, onClose }: { collection: VideoCollection; onClose: () => void }) {
  const { t } = useTranslation();
  const id = useId();
  const [way, setWay] = useState<Way>('link');
  const [title, setTitle] = useState('');
  const [link, setLink] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const done = () => {
    showToast(t('teamContent.videos.added'), 'success');
    onClose();
  };
  const add = useVideosChange(async () => {
    if (way === 'link') return addVideoLink({ title, collection_id: collection.id, link });
    setProgress(0);
    try {
      return await uploadVideo({ title: title.trim(), collection_id: collection.id }, file!, setProgress);
    } finally {
      setProgress(null);
    }
  }, done);
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const found: Record<string, string> = {};
    const named = z.safeParse(videoTitleSchema, title);
    if (!named.success) found.title = contractText(named.error.issues[0]!.message);
    const linked = z.safeParse(videoLinkBodySchema.shape.link, link);
    if (way === 'link' && !linked.success) found.link = contractText(linked.error.issues[0]!.message);
    if (way === 'upload' && !file) found.file = t('teamContent.videos.fileHelp');
    setErrors(found);
    if (Object.keys(found).length === 0) add.mutate(undefined);
  };
  const busy = add.isPending;
  return (
    <Dialog open onClose={busy ? undefined : onClose} aria-labelledby={`${id}-title`} fullWidth maxWidth="sm">
      <form noValidate onSubmit={submit}>
        <DialogTitle id={`${id}-title`}>{t('teamContent.videos.dialogAdd', { name: collection.name })}</DialogTitle>
        <DialogContent>
          <Stack spacing={2}>
            <Tabs value={way} onChange={(_e, next: Way) => setWay(next)} aria-label={t('teamContent.videos.addVideo')}>
              <Tab value="link" label={t('teamContent.videos.byLink')} disabled={busy} />
              <Tab value="upload" label={t('teamContent.videos.byUpload')} disabled={busy} />
            </Tabs>
            <ErrorAlert error={add.error} />
            <TextField
              label={t('teamContent.videos.videoTitle')}
              value={title}
              onChange={(e) => setTitle(e.target.value)}
              required
              error={!!errors.title}
              helperText={errors.title}
            />
            {way === 'link' ? (
              <TextField
                label={t('teamContent.videos.link')}
                value={link}
                onChange={(e) => setLink(e.target.value)}
                required
                type="url"
                error={!!errors.link}
                helperText={errors.link ?? t('teamContent.videos.linkHelp')}
              />
            ) : (
              <VideoFileField file={file} onFile={setFile} progress={progress} error={errors.file} busy={busy} />
            )}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={busy}>
            {t('teamContent.videos.cancel')}
          </Button>
          <Button type="submit" variant="contained" disabled={busy}>
            {t('teamContent.videos.add')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
