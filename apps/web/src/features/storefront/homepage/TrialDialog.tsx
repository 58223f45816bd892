import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import { TEACHER_FREE_TRIAL_DAYS, TEACHER_PLAN_NAMES, type TeacherPlan } from '@parley/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatCents } from '../lib/money.ts';
import '../texts.ts';

interface TrialDialogProps {
  plan: TeacherPlan | null;
  teacherName: string;
  busy: boolean;
  onCancel: () => void;
  onContinue: (freeTrial: boolean) => void;
}

/** Spec §4, teacher pricing: the 7-day free trial is ticked by default, and the student may untick it. */
export function TrialDialog({ plan, teacherName, busy, onCancel, onContinue }: TrialDialogProps) {
  const { t } = useTranslation();
  const [trial, setTrial] = useState(true);
  const name = plan ? TEACHER_PLAN_NAMES[plan.tier] : '';
  const price = plan ? formatCents(plan.price) : '';
  return (
    <Dialog
      open={plan !== null}
      onClose={onCancel}
      aria-labelledby="trial-title"
      aria-describedby="trial-text"
      slotProps={{ transition: { onExited: () => setTrial(true) } }}
    >
      <DialogTitle id="trial-title">{t('storefront.checkout.title', { plan: name, teacher: teacherName })}</DialogTitle>
      <DialogContent>
        <DialogContentText id="trial-text" sx={{ mb: 2 }}>
          {trial
            ? t('storefront.checkout.withTrial', { days: TEACHER_FREE_TRIAL_DAYS, price })
            : t('storefront.checkout.withoutTrial', { price })}
        </DialogContentText>
        <FormControlLabel
          control={<Checkbox checked={trial} onChange={(event) => setTrial(event.target.checked)} />}
          label={t('storefront.checkout.trial', { days: TEACHER_FREE_TRIAL_DAYS })}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel}>{t('storefront.checkout.cancel')}</Button>
        <Button variant="contained" loading={busy} onClick={() => onContinue(trial)}>
          {t('storefront.checkout.continue')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
