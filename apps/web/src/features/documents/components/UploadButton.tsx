import UploadFileIcon from '@mui/icons-material/UploadFile';
import { DOCUMENT_MAX_BYTES, DOCUMENT_TYPES } from '@parley/contracts';
import { useTranslation } from 'react-i18next';
import { formatFileSize } from '../../../lib/format/file-size.ts';
import { FileUploadButton } from '../../../ui/FileUploadButton.tsx';
import { showToast } from '../../../ui/toast/toast-store.ts';
import { uploadDocument } from '../api/upload-document.ts';
import '../texts.ts';

/** "Upload a document": the chosen file goes at once, with its progress; the server judges its type, size and quota. */
export function UploadButton({ onUploaded }: { onUploaded: () => void }) {
  const { t, i18n } = useTranslation();
  return (
    <FileUploadButton
      variant="contained"
      label={t('documents.upload')}
      icon={<UploadFileIcon />}
      help={t('documents.uploadHelp', { max: formatFileSize(DOCUMENT_MAX_BYTES, i18n.language) })}
      accept={[...DOCUMENT_TYPES, '.txt', '.pdf'].join(',')}
      uploading={(name) => t('documents.uploading', { name })}
      inputTestId="document-file-input"
      send={async (file, onProgress) => {
        const document = await uploadDocument(file, onProgress);
        showToast(t('documents.uploaded', { name: document.name }), 'success');
        onUploaded();
      }}
    />
  );
}
