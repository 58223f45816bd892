import CheckIcon from '@mui/icons-material/Check';
import RemoveIcon from '@mui/icons-material/Remove';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { INTERVIEW_PLANS, INTERVIEW_TEXTS, PLANS, ROUTES } from '@parley/contracts';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { contractText } from '../../../lib/i18n/contract-text.ts';
import '../texts.ts';

/** Which plans include interview practice (Pro and Team), and the way to the pricing page. */
export function PlanDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const toPricing = () => void navigate(ROUTES.pricing);
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="interview-plan-title" aria-describedby="interview-plan-text">
      <DialogTitle id="interview-plan-title">{t('interview.plan.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText id="interview-plan-text" sx={{ mb: 2 }}>
          {contractText(INTERVIEW_TEXTS.planRequired)}
        </DialogContentText>
        <Table size="small">
          <caption>{t('interview.plan.caption')}</caption>
          <TableHead>
            <TableRow>
              <TableCell component="th" scope="col">
                {t('interview.plan.plan')}
              </TableCell>
              <TableCell component="th" scope="col">
                {t('interview.plan.included')}
              </TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {PLANS.map((plan) => {
              const included = INTERVIEW_PLANS.includes(plan);
              return (
                <TableRow key={plan} data-testid={`interview-plan-${plan}`}>
                  <TableCell component="th" scope="row">
                    {t(`interview.plan.plans.${plan}`)}
                  </TableCell>
                  <TableCell>
                    {/* Not colour alone: an icon and a word. */}
                    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                      {included ? <CheckIcon color="success" aria-hidden /> : <RemoveIcon aria-hidden />}
                      <span>{t(included ? 'interview.plan.yes' : 'interview.plan.no')}</span>
                    </Stack>
                  </TableCell>
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('interview.plan.later')}</Button>
        <Button onClick={toPricing}>{t('interview.plan.compare')}</Button>
        <Button variant="contained" autoFocus onClick={toPricing}>
          {t('interview.plan.upgrade')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
