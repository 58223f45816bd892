import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Stack from '@mui/material/Stack';
import { ROUTES } from '@parley/contracts';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { QuizDueLink } from '../../features/vocabulary/components/QuizDueLink.tsx';

const LINKS = [
  { to: ROUTES.home, title: 'home' },
  { to: ROUTES.dashboardSummary, title: 'dashboardSummary' },
  { to: ROUTES.bubble, title: 'bubble' },
  { to: ROUTES.dashboardNotes, title: 'dashboardNotes' },
  { to: ROUTES.dashboardDocuments, title: 'dashboardDocuments' },
  { to: ROUTES.dashboardStickyNotes, title: 'dashboardStickyNotes' },
  { to: ROUTES.dashboardLiveBoards, title: 'dashboardLiveBoards' },
  { to: ROUTES.dashboardVocabulary, title: 'dashboardVocabulary' },
] as const;

/**
 * The learner's workspace pages, which the primary navigation has no room for (ADR 0040 holds it to seven areas).
 * The column loads after the page (the /events budget, ADR 0037), named by the pages' titles; the quiz's link asks how
 * many words are due once it is there.
 */
export function WorkspaceLinks() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  return (
    <Card>
      <Stack sx={{ p: 1 }}>
        {LINKS.map(({ to, title }) => (
          <Button
            key={to}
            component={Link}
            to={to}
            aria-current={pathname === to ? 'page' : undefined}
            sx={{ justifyContent: 'flex-start', fontWeight: pathname === to ? 700 : undefined }}
          >
            {t(`titles.${title}`)}
          </Button>
        ))}
        <QuizDueLink />
      </Stack>
    </Card>
  );
}
