import Alert from '@mui/material/Alert';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { readRedirectState } from '../../../lib/redirect-state.ts';
import { forgetEndReason } from '../../../lib/session/session.ts';

/** Why the guard sent the user here: "You have to login first" or "Your session has expired…". */
export function RedirectNotice() {
  const { t } = useTranslation();
  const { notice } = readRedirectState(useLocation().state);
  useEffect(forgetEndReason, []);
  if (!notice) return null;
  return <Alert severity="info">{t(notice, { ns: 'contracts' })}</Alert>;
}
