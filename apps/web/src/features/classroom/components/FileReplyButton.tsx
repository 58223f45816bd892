import AttachFileIcon from '@mui/icons-material/AttachFile';
import { REPLY_FILE_TYPES } from '@parley/contracts';
import { useTranslation } from 'react-i18next';
import { FileUploadButton } from '../../../ui/FileUploadButton.tsx';
import { replyWithFile } from '../api/reply-file.ts';
import '../texts.ts';

/** "Attach a file": the chosen file is sent at once as the reply, with its progress; the server judges its type and size. */
export function FileReplyButton({ code, taskId, onSent }: { code: string; taskId: number; onSent: () => void }) {
  const { t } = useTranslation();
  return (
    <FileUploadButton
      label={t('classroom.reply.attach')}
      icon={<AttachFileIcon />}
      help={t('classroom.reply.attachHelp')}
      accept={REPLY_FILE_TYPES.join(',')}
      uploading={(name) => t('classroom.reply.uploading', { name })}
      send={async (file, onProgress) => {
        await replyWithFile(code, taskId, file, onProgress);
        onSent();
      }}
    />
  );
}
