import { shownName } from '@parley/contracts';
import { useTranslation } from 'react-i18next';
import { VisuallyHidden } from '../../../ui/VisuallyHidden.tsx';
import type { ScreenShare } from '../lib/use-screen-share.ts';
import '../texts.ts';

/**
 * Tells screen readers when a share starts (a polite live region, there all along so that the change is read): the
 * room's layout changes under their eyes, and this says why.
 */
export function ScreenShareNotice({ screen }: { screen: ScreenShare }) {
  const { t } = useTranslation();
  const text = screen.capture
    ? t('live.screen.youShare')
    : screen.theirs
      ? t('live.screen.theyShare', { name: shownName(screen.theirs.person) })
      : '';
  return (
    <VisuallyHidden>
      <span role="status">{text}</span>
    </VisuallyHidden>
  );
}
