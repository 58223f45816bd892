import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import ErrorOutlineIcon from '@mui/icons-material/ErrorOutlineOutlined';
import FiberManualRecordIcon from '@mui/icons-material/FiberManualRecord';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import type { ProcessingStatus } from '@parley/contracts';
import { useTranslation } from 'react-i18next';
import '../texts.ts';

/** The spec's spinner → check, plus a dot for a recording not finished and an error mark; each with its words. */
export function RecordingStatusIcon({ status }: { status: ProcessingStatus }) {
  const { t } = useTranslation();
  const label = t(`recordings.list.status.${status}`);
  const icon =
    status === 'PROCESSING' ? (
      <CircularProgress size={20} aria-hidden />
    ) : status === 'PROCESSED' ? (
      <CheckCircleIcon color="success" aria-hidden />
    ) : status === 'FAILED' ? (
      <ErrorOutlineIcon color="error" aria-hidden />
    ) : (
      <FiberManualRecordIcon color="error" aria-hidden />
    );
  return (
    <Box
      role="img"
      aria-label={label}
      title={label}
      data-status={status}
      sx={{ display: 'inline-flex', width: 24, justifyContent: 'center' }}
    >
      {icon}
    </Box>
  );
}
