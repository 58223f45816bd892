import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ROUTES } from '@parley/contracts';
import type { LimitKind } from '../lib/use-social-toggle.ts';
import { PlanComparisonDialog } from './PlanComparisonDialog.tsx';
import '../texts.ts';

/** The spec's "Follow Limit Reached" and "Avoid Limit Reached" dialogs (feedback-pricing spec §8). */
export function LimitDialog({ kind, onClose }: { kind: LimitKind | null; onClose: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [comparing, setComparing] = useState(false);
  const shown = kind ?? 'follow';
  return (
    <>
      <Dialog open={kind !== null && !comparing} onClose={onClose} aria-labelledby="limit-title" aria-describedby="limit-text">
        <DialogTitle id="limit-title">{t(`social.limit.${shown}.title`)}</DialogTitle>
        <DialogContent>
          <DialogContentText id="limit-text">{t(`social.limit.${shown}.text`)}</DialogContentText>
        </DialogContent>
        <DialogActions>
          {shown === 'follow' ? (
            <Button onClick={onClose}>{t('social.limit.later')}</Button>
          ) : (
            <Button onClick={() => setComparing(true)}>{t('social.limit.compare')}</Button>
          )}
          <Button variant="contained" onClick={() => void navigate(ROUTES.pricing)}>
            {t('social.limit.upgrade')}
          </Button>
        </DialogActions>
      </Dialog>
      <PlanComparisonDialog
        open={kind !== null && comparing}
        onClose={() => {
          setComparing(false);
          onClose();
        }}
      />
    </>
  );
}
