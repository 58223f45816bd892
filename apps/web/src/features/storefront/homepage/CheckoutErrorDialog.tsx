import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useTranslation } from 'react-i18next';
import '../texts.ts';

export type CheckoutRefusal = 'notTaking' | 'soldOut';

/**
 * Spec §8, for students: EXC_TEACHER_DIDNT_FINISH_STRIPE_ONBOARDING says the teacher is editing the page or not taking
 * new students, EXC_TEACHER_MAX_SUBS_REACHED says "SOLD OUT!"; both lead to the waitlist.
 */
export function CheckoutErrorDialog({
  refusal,
  teacherName,
  onClose,
  onWaitlist,
}: {
  refusal: CheckoutRefusal | null;
  teacherName: string;
  onClose: () => void;
  onWaitlist: () => void;
}) {
  const { t } = useTranslation();
  const shown = refusal ?? 'notTaking';
  return (
    <Dialog open={refusal !== null} onClose={onClose} aria-labelledby="refusal-title" aria-describedby="refusal-text">
      <DialogTitle id="refusal-title">{t(`storefront.refusal.${shown}.title`)}</DialogTitle>
      <DialogContent>
        <DialogContentText id="refusal-text">{t(`storefront.refusal.${shown}.text`, { name: teacherName })}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('storefront.refusal.close')}</Button>
        <Button variant="contained" href="#waitlist" onClick={onWaitlist}>
          {t('storefront.refusal.waitlist')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
