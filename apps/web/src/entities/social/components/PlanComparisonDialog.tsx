import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useTranslation } from 'react-i18next';
import { PLANS, SOCIAL_LIMITS } from '@parley/contracts';
import '../texts.ts';

/** The social features comparison table: how many people each plan may follow and avoid (SOCIAL_LIMITS). */
export function PlanComparisonDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const cell = (limit: number | null) => (limit === null ? t('social.compare.unlimited') : String(limit));
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="compare-title">
      <DialogTitle id="compare-title">{t('social.compare.title')}</DialogTitle>
      <DialogContent>
        <Table size="small">
          <caption>{t('social.compare.caption')}</caption>
          <TableHead>
            <TableRow>
              <TableCell component="th" scope="col">
                {t('social.compare.plan')}
              </TableCell>
              <TableCell component="th" scope="col" align="right">
                {t('social.compare.follows')}
              </TableCell>
              <TableCell component="th" scope="col" align="right">
                {t('social.compare.avoids')}
              </TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {PLANS.map((plan) => (
              <TableRow key={plan}>
                <TableCell component="th" scope="row">
                  {t(`social.compare.plans.${plan}`)}
                </TableCell>
                <TableCell align="right">{cell(SOCIAL_LIMITS.follows[plan])}</TableCell>
                <TableCell align="right">{cell(SOCIAL_LIMITS.avoids[plan])}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('social.compare.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
