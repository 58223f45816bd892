import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { ROUTES } from '@parley/contracts';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { useDue } from '../api/quiz.ts';
import '../texts.ts';

/** The dashboard's way to the quiz, with how many words are due in its name (loaded after the page, ADR 0064). */
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
      sx={{ justifyContent: 'flex-start', fontWeight: here ? 700 : undefined }}
    >
      {t('titles.dashboardQuizVocabulary')}
      {due > 0 && (
        <>
          {' '}
          <Box
            component="span"
            sx={{ ml: 1, px: 1, border: 1, borderColor: 'secondary.main', borderRadius: 999, fontSize: '0.8125rem' }}
          >
            {t('vocabulary.due', { count: due })}
          </Box>
        </>
      )}
    </Button>
  );
}
