import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, useRef, useState, type ChangeEvent, type ReactNode } from 'react';
import { showFailure } from './toast/show-failure.ts';

interface Props {
  label: string;
  icon: ReactNode;
  /** Under the button, and its description: what may be sent. */
  help: string;
  /** The file chooser's filter (MIME types and extensions); the server still judges the content. */
  accept: string;
  /** What the progress says while `name` goes up. */
  uploading: (name: string) => string;
  /** Sends the file, telling its progress from 0 to 1; a failure is shown as a toast. */
  send: (file: File, onProgress: (progress: number) => void) => Promise<void>;
  variant?: 'text' | 'contained';
  inputTestId?: string;
}

/** A button that sends the chosen file at once, with its progress below it; one file at a time. */
export function FileUploadButton({ label, icon, help, accept, uploading, send, variant = 'text', inputTestId }: Props) {
  const inputRef = useRef<HTMLInputElement>(null);
  const helpId = useId();
  const [upload, setUpload] = useState<{ name: string; progress: number } | null>(null);
  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setUpload({ name: file.name, progress: 0 });
    try {
      await send(file, (progress) => setUpload({ name: file.name, progress }));
    } catch (error) {
      showFailure(error);
    } finally {
      setUpload(null);
    }
  };
  return (
    <Stack spacing={0.5}>
      <input
        ref={inputRef}
        type="file"
        hidden
        accept={accept}
        onChange={(event) => void choose(event)}
        data-testid={inputTestId}
      />
      <Button
        variant={variant}
        startIcon={icon}
        onClick={() => inputRef.current?.click()}
        disabled={upload !== null}
        aria-describedby={helpId}
        sx={{ alignSelf: 'flex-start' }}
      >
        {label}
      </Button>
      <FormHelperText id={helpId} sx={{ mt: 0 }}>
        {help}
      </FormHelperText>
      {upload && (
        <Stack spacing={0.5} role="status">
          <Typography variant="body2">
            {uploading(upload.name)} ({Math.round(upload.progress * 100)}%)
          </Typography>
          <LinearProgress variant="determinate" value={Math.round(upload.progress * 100)} aria-label={uploading(upload.name)} />
        </Stack>
      )}
    </Stack>
  );
}
