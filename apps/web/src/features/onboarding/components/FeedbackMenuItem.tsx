import MenuItem from '@mui/material/MenuItem';
import { useTranslation } from 'react-i18next';
import { useSurveyCompleted } from '../../../lib/browser-storage/survey-flag.ts';
import { useUser } from '../../../lib/session/session.ts';
import { pendingOptional, useModules } from '../api/modules.ts';
import { openSurvey } from '../lib/opened.ts';

/** "Give feedback" in the account menu opens the exit survey while it is offered and not answered (ADR 0014). */
export function FeedbackMenuItem({ onOpen }: { onOpen: () => void }) {
  const { t } = useTranslation();
  const user = useUser();
  const { data: modules } = useModules();
  const remembered = useSurveyCompleted(user?.id ?? 0);
  if (remembered || !pendingOptional(modules, 'SurveyDisplayModule')) return null;
  return (
    <MenuItem
      onClick={() => {
        onOpen();
        openSurvey();
      }}
    >
      {t('userMenu.feedback')}
    </MenuItem>
  );
}
