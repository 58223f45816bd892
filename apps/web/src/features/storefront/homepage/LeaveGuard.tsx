import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { ROUTES } from '@parley/contracts';
import { useTranslation } from 'react-i18next';
import { useBlocker, useNavigate, type Location } from 'react-router';
import type { RedirectState } from '../../../lib/redirect-state.ts';
import '../texts.ts';

/** Where a guest may go from a teacher page without being stopped: the ways to sign in. */
const SIGN_IN_PATHS: readonly string[] = [
  ROUTES.login,
  ROUTES.slogin,
  ROUTES.register,
  ROUTES.forgetPassword,
  ROUTES.tryPengguin,
];

const fromOf = (location: Location): RedirectState['from'] => ({
  pathname: location.pathname,
  search: location.search,
  hash: location.hash,
});

/**
 * Spec §6: a guest leaving a teacher page is stopped by a login dialog. Moving within the page (#pricing) and going
 * to sign in are not leaving; after signing in, the guest goes where they were heading.
 */
export function LeaveGuard({ guest }: { guest: boolean }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      guest && nextLocation.pathname !== currentLocation.pathname && !SIGN_IN_PATHS.includes(nextLocation.pathname),
  );
  const open = blocker.state === 'blocked';
  const go = (path: string) => {
    if (blocker.state !== 'blocked') return;
    const from = fromOf(blocker.location);
    blocker.reset();
    void navigate(path, { state: { from, notice: 'loginRequired' } satisfies RedirectState });
  };
  return (
    <Dialog open={open} onClose={() => blocker.reset?.()} aria-labelledby="leave-title" aria-describedby="leave-text">
      <DialogTitle id="leave-title">{t('storefront.leave.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText id="leave-text">{t('storefront.leave.text')}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={() => blocker.reset?.()}>{t('storefront.leave.stay')}</Button>
        <Button onClick={() => go(ROUTES.register)}>{t('storefront.leave.signUp')}</Button>
        <Button variant="contained" onClick={() => go(ROUTES.login)} autoFocus>
          {t('storefront.leave.logIn')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
