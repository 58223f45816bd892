import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { REPORT_DETAILS_MAX, REPORT_REASONS, type Relationship, type ReportReason } from '@parley/contracts';
import { failureText } from '../../../lib/api/api-error.ts';
import { report } from '../api/report.ts';
import '../texts.ts';

interface Props {
  userId: number;
  name: string;
  open: boolean;
  onClose: () => void;
  onReported: (answer: Relationship) => void;
}

/** Report a user: a reason from the contract's list and optional details. */
export function ReportDialog({ userId, name, open, onClose, onReported }: Props) {
  const { t } = useTranslation();
  const [reason, setReason] = useState<ReportReason | ''>('');
  const [details, setDetails] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const tooLong = details.length > REPORT_DETAILS_MAX;

  const submit = async () => {
    if (!reason || tooLong) return;
    setSending(true);
    setError(null);
    try {
      const answer = await report({ user_id: userId, reason, details: details.trim() || null });
      onReported(answer);
      setReason('');
      setDetails('');
    } catch (failure) {
      setError(failureText(failure));
    } finally {
      setSending(false);
    }
  };

  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="report-title" fullWidth maxWidth="sm">
      <DialogTitle id="report-title">{t('social.report.title', { name })}</DialogTitle>
      <DialogContent>
        <TextField
          select
          fullWidth
          margin="normal"
          label={t('social.report.reason')}
          value={reason}
          onChange={(event) => setReason(event.target.value as ReportReason)}
        >
          {REPORT_REASONS.map((value) => (
            <MenuItem key={value} value={value}>
              {t(`social.report.reasons.${value}`)}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          fullWidth
          multiline
          minRows={3}
          margin="normal"
          label={t('social.report.details')}
          value={details}
          onChange={(event) => setDetails(event.target.value)}
          error={tooLong || error !== null}
          helperText={
            error ??
            (tooLong ? t('social.report.tooLong', { max: REPORT_DETAILS_MAX }) : `${details.length} / ${REPORT_DETAILS_MAX}`)
          }
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('social.report.cancel')}</Button>
        <Button variant="contained" color="error" disabled={!reason || tooLong || sending} onClick={() => void submit()}>
          {t('social.report.submit')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
