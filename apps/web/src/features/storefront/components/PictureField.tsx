import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, useRef, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { failureText } from '../../../lib/api/api-error.ts';
import { contractText } from '../../../lib/i18n/contract-text.ts';
import { uploadPicture } from '../api/upload-picture.ts';
import { PicturePreview } from './PicturePreview.tsx';
import '../texts.ts';

interface PictureFieldProps {
  label: string;
  help: string;
  value: string | null;
  onChange: (url: string | null) => void;
  /** Width over height of the preview: 1 for a portrait, 16/9 for a video thumbnail. */
  aspect: number;
}

/** A picture for the homepage: preview, upload (PNG or JPEG, the server judges the file) with progress, remove. */
export function PictureField({ label, help, value, onChange, aspect }: PictureFieldProps) {
  const { t } = useTranslation();
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);

  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setError(null);
    setProgress(0);
    try {
      onChange(await uploadPicture(file, (fraction) => setProgress(Math.round(fraction * 100))));
    } catch (err) {
      setError(contractText(failureText(err)));
    } finally {
      setProgress(null);
    }
  };

  return (
    <Stack component="fieldset" spacing={1.5} sx={{ border: 0, p: 0, m: 0 }} aria-describedby={`${id}-help`}>
      <Typography component="legend" variant="h3" sx={{ mb: 1 }}>
        {label}
      </Typography>
      <PicturePreview label={label} value={value} aspect={aspect} />
      <Typography id={`${id}-help`} variant="body2" color="text.secondary">
        {help}
      </Typography>
      <Stack direction="row" spacing={1}>
        <Button variant="outlined" onClick={() => input.current?.click()} disabled={progress !== null}>
          {t('storefront.picture.upload')}
        </Button>
        {value && (
          <Button onClick={() => onChange(null)} disabled={progress !== null}>
            {t('storefront.picture.remove')}
          </Button>
        )}
        <input
          ref={input}
          type="file"
          accept="image/png,image/jpeg"
          aria-label={t('storefront.picture.file', { label })}
          hidden
          onChange={(event) => void onFile(event)}
        />
      </Stack>
      {progress !== null && (
        <LinearProgress
          variant="determinate"
          value={progress}
          aria-label={t('storefront.picture.uploading')}
          sx={{ maxWidth: 320 }}
        />
      )}
      {error && <Alert severity="error">{error}</Alert>}
    </Stack>
  );
}
