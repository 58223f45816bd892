import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useId, useRef, useState, type ChangeEvent } from 'react';
import type { Area } from 'react-easy-crop';
import { useTranslation } from 'react-i18next';
import { failureText } from '../../../lib/api/api-error.ts';
import { contractText } from '../../../lib/i18n/contract-text.ts';
import { UserAvatar } from '../../../ui/UserAvatar.tsx';
import { uploadImage } from '../api/upload-image.ts';
import { cropToBlob, loadImage, MIN_CROP_PX } from '../lib/crop-image.ts';
import { checkImageFile, type ImageType } from '../lib/image-file.ts';
import { AvatarCropDialog, type CropSource } from './AvatarCropDialog.tsx';

interface Picked extends CropSource {
  image: HTMLImageElement;
  type: ImageType;
}

interface AvatarPickerProps {
  name: string;
  image: string | null;
  /** The URL of the uploaded, cropped image. */
  onUploaded: (url: string) => void;
  onUploadingChange: (uploading: boolean) => void;
}

/** Avatar preview and "Change photo": check the file, crop it square, upload it with progress. */
export function AvatarPicker({ name, image, onUploaded, onUploadingChange }: AvatarPickerProps) {
  const { t } = useTranslation();
  const inputId = useId();
  const progressLabelId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [picked, setPicked] = useState<Picked | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const abort = useRef<AbortController | null>(null);

  useEffect(() => () => abort.current?.abort(), []);

  const release = (source: Picked | null) => {
    if (source) URL.revokeObjectURL(source.url);
    setPicked(null);
  };

  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setError(null);
    const check = await checkImageFile(file);
    if (!check.ok) return setError(contractText(check.error));
    const url = URL.createObjectURL(file);
    try {
      const loaded = await loadImage(url);
      if (loaded.naturalWidth < MIN_CROP_PX || loaded.naturalHeight < MIN_CROP_PX) {
        URL.revokeObjectURL(url);
        return setError(t('profile.avatar.tooSmall', { min: MIN_CROP_PX }));
      }
      setPicked({ url, image: loaded, type: check.type, width: loaded.naturalWidth, height: loaded.naturalHeight });
    } catch {
      URL.revokeObjectURL(url);
      setError(t('profile.avatar.unreadable'));
    }
  };

  const onCrop = async (area: Area) => {
    const source = picked;
    if (!source) return;
    release(source);
    const controller = new AbortController();
    abort.current = controller;
    setProgress(0);
    onUploadingChange(true);
    try {
      const blob = await cropToBlob(source.image, area, source.type);
      const url = await uploadImage(blob, source.type === 'image/png' ? 'avatar.png' : 'avatar.jpg', {
        onProgress: setProgress,
        signal: controller.signal,
      });
      onUploaded(url);
    } catch (err) {
      if (!controller.signal.aborted) setError(contractText(failureText(err)));
    } finally {
      if (!controller.signal.aborted) {
        setProgress(null);
        onUploadingChange(false);
      }
    }
  };

  return (
    <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
      <Typography component="h2" variant="h6">
        {t('profile.avatar.title')}
      </Typography>
      <Stack direction="row" spacing={3} sx={{ alignItems: 'center' }}>
        <Box data-testid="avatar-preview">
          <UserAvatar name={name} image={image} size={96} />
        </Box>
        <Button
          variant="outlined"
          onClick={() => inputRef.current?.click()}
          disabled={progress !== null}
          aria-describedby={`${inputId}-help`}
        >
          {t('profile.avatar.change')}
        </Button>
        <input
          ref={inputRef}
          id={inputId}
          type="file"
          accept="image/png,image/jpeg"
          aria-label={t('profile.avatar.file')}
          hidden
          onChange={(event) => void onFile(event)}
        />
      </Stack>
      <Typography id={`${inputId}-help`} variant="body2" color="text.secondary">
        {t('profile.avatar.help', { min: MIN_CROP_PX })}
      </Typography>
      {progress !== null && (
        <Box sx={{ width: '100%', maxWidth: 320 }}>
          <Typography id={progressLabelId} variant="body2">
            {t('profile.avatar.uploading')}
          </Typography>
          <LinearProgress variant="determinate" value={progress} aria-labelledby={progressLabelId} />
        </Box>
      )}
      {error && (
        <Alert severity="error" sx={{ width: '100%' }}>
          {error}
        </Alert>
      )}
      <AvatarCropDialog source={picked} onCancel={() => release(picked)} onCrop={(area) => void onCrop(area)} />
    </Stack>
  );
}
