import UploadFileIcon from '@mui/icons-material/UploadFile';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DOCUMENT_MAX_BYTES, DOCUMENT_TYPES } from '@parley/contracts';
import { useId, useRef, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { formatFileSize } from '../../../lib/format/file-size.ts';
import { showFailure } from '../../../ui/toast/show-failure.ts';
import { showToast } from '../../../ui/toast/toast-store.ts';
import { uploadDocument } from '../api/upload-document.ts';
import '../texts.ts';

/** "Upload a document": the chosen file goes at once, with its progress; the server judges its type, size and quota. */
export function UploadButton({ onUploaded }: { onUploaded: () => void }) {
  const { t, i18n } = useTranslation();
  const inputRef = useRef<HTMLInputElement>(null);
  const helpId = useId();
  const [upload, setUpload] = useState<{ name: string; progress: number } | null>(null);
  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setUpload({ name: file.name, progress: 0 });
    try {
      const document = await uploadDocument(file, (progress) => setUpload({ name: file.name, progress }));
      showToast(t('documents.uploaded', { name: document.name }), 'success');
      onUploaded();
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
        accept={[...DOCUMENT_TYPES, '.txt', '.pdf'].join(',')}
        onChange={(event) => void choose(event)}
        data-testid="document-file-input"
      />
      <Button
        variant="contained"
        startIcon={<UploadFileIcon />}
        onClick={() => inputRef.current?.click()}
        disabled={upload !== null}
        aria-describedby={helpId}
        sx={{ alignSelf: 'flex-start' }}
      >
        {t('documents.upload')}
      </Button>
      <FormHelperText id={helpId} sx={{ mt: 0 }}>
        {t('documents.uploadHelp', { max: formatFileSize(DOCUMENT_MAX_BYTES, i18n.language) })}
      </FormHelperText>
      {upload && (
        <Stack spacing={0.5} role="status">
          <Typography variant="body2">
            {t('documents.uploading', { name: upload.name })} ({Math.round(upload.progress * 100)}%)
          </Typography>
          <LinearProgress
            variant="determinate"
            value={Math.round(upload.progress * 100)}
            aria-label={t('documents.uploading', { name: upload.name })}
          />
        </Stack>
      )}
    </Stack>
  );
}
