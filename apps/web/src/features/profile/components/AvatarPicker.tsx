import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { UserAvatar } from '../../../ui/UserAvatar.tsx';
import { MIN_CROP_PX } from '../lib/crop-image.ts';
import { useAvatarUpload } from '../lib/use-avatar-upload.ts';
import { AvatarCropDialog } from './AvatarCropDialog.tsx';
import '../texts.ts';

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
  const { picked, error, progress, onFile, onCrop, cancel } = useAvatarUpload({ onUploaded, onUploadingChange });

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
      <AvatarCropDialog source={picked} onCancel={cancel} onCrop={(area) => void onCrop(area)} />
    </Stack>
  );
}
