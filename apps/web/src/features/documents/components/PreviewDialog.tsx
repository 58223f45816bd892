import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import PictureAsPdfOutlinedIcon from '@mui/icons-material/PictureAsPdfOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { UserDocument } from '@parley/contracts';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../../ui/ErrorAlert.tsx';
import { useDocumentBlob } from '../lib/use-document-blob.ts';
import '../texts.ts';

/** Text beyond this is cut in the preview (the download has it all). */
const TEXT_PREVIEW_MAX = 200_000;

function Preview({ document }: { document: UserDocument }) {
  const { t } = useTranslation();
  const blob = useDocumentBlob(document);
  if (blob.kind === 'loading') return <Skeleton variant="rounded" height={320} role="status" aria-label={t('app.loading')} />;
  if (blob.kind === 'failed') {
    return (
      <Box>
        <Alert severity="error" sx={{ mb: 1 }}>
          {t('documents.previewFailed')}
        </Alert>
        <ErrorAlert error={blob.error} />
      </Box>
    );
  }
  if (document.type.startsWith('image/')) {
    return (
      <Box
        component="img"
        src={blob.url}
        alt={document.name}
        sx={{ display: 'block', maxWidth: '100%', maxHeight: '70vh', mx: 'auto' }}
      />
    );
  }
  if (document.type === 'text/plain') {
    return (
      <Box
        component="pre"
        tabIndex={0}
        aria-label={document.name}
        sx={{
          m: 0,
          p: 2,
          bgcolor: 'action.hover',
          borderRadius: 1,
          whiteSpace: 'pre-wrap',
          overflowWrap: 'anywhere',
          maxHeight: '70vh',
          overflow: 'auto',
          fontSize: '0.9rem',
        }}
      >
        {(blob.text ?? '').slice(0, TEXT_PREVIEW_MAX)}
      </Box>
    );
  }
  // The app's pages allow no plugin content (object-src 'none'), so a PDF opens in the browser's own viewer in a tab.
  return (
    <Stack spacing={2} sx={{ alignItems: 'flex-start', py: 2 }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <PictureAsPdfOutlinedIcon color="action" />
        <Typography>{t('documents.pdfHint')}</Typography>
      </Stack>
      <Button variant="contained" href={blob.url} target="_blank" rel="noopener" endIcon={<OpenInNewIcon />}>
        {t('documents.openInTab')}
      </Button>
    </Stack>
  );
}

/** A document shown in place: images inline, text as text, a PDF in the browser's viewer in a new tab. */
export function PreviewDialog({ document, onClose }: { document: UserDocument | null; onClose: () => void }) {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <Dialog open={document !== null} onClose={onClose} fullWidth maxWidth="md" aria-labelledby={titleId}>
      <DialogTitle id={titleId} sx={{ overflowWrap: 'anywhere' }}>
        {document?.name}
      </DialogTitle>
      <DialogContent>{document && <Preview document={document} />}</DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('documents.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
