import Alert from '@mui/material/Alert';
import { failureText } from '../lib/api/api-error.ts';
import { contractText } from '../lib/i18n/contract-text.ts';

/** The spec's error text for a failed call (detail.error_message, then detail.msg, then a generic sentence). */
export function ErrorAlert({ error }: { error: unknown }) {
  if (!error) return null;
  return <Alert severity="error">{contractText(failureText(error))}</Alert>;
}
