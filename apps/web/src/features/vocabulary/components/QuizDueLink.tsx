import Badge from '@mui/material/Badge';
import Button from '@mui/material/Button';
import { ROUTES } from '@parley/contracts';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { useDue } from '../api/quiz.ts';
import '../texts.ts';

/** The dashboard's way to the quiz, with how many words are due (loaded after the page, ADR 0064). */
export function QuizDueLink() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const due = useDue().data?.due ?? 0;
  const here = pathname === ROUTES.dashboardQuizVocabulary;
  return (
    <Button
      component={Link}
      to={ROUTES.dashboardQuizVocabulary}
      aria-current={here ? 'page' : undefined}
      // The visible title first, then what the badge shows, in words.
      aria-label={`${t('titles.dashboardQuizVocabulary')}, ${t('vocabulary.due', { count: due })}`}
      sx={{ justifyContent: 'flex-start', fontWeight: here ? 700 : undefined }}
    >
      {t('titles.dashboardQuizVocabulary')}
      {due > 0 && <Badge badgeContent={due} color="secondary" max={99} sx={{ ml: 2.5 }} aria-hidden />}
    </Button>
  );
}
