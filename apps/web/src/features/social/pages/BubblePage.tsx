import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { ROUTES, type LanguageCode, type Match, type SocialPerson } from '@parley/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { generatePath, Link, useNavigate } from 'react-router';
import { languageName } from '../../../lib/languages.ts';
import { useUser } from '../../../lib/session/session.ts';
import { EmptyState } from '../../../ui/EmptyState.tsx';
import { followees } from '../api/lists.ts';
import { matches } from '../api/matches.ts';
import { CommunityResults } from '../components/CommunityResults.tsx';
import { MatchedIn } from '../components/MatchedIn.tsx';
import { PeopleList, type PersonRow } from '../components/PeopleList.tsx';
import { NO_FILTERS, type CommunityFilters } from '../lib/community-filters.ts';
import '../../../entities/social/texts.ts';

const personRow = (person: SocialPerson): PersonRow => person;
const matchRow = (match: Match): PersonRow => ({ ...match.user_matched_with, secondary: <MatchedIn match={match} /> });

function Section({ id, title, hint, children }: { id: string; title: string; hint?: string; children: ReactNode }) {
  return (
    <Box component="section" aria-labelledby={id} sx={{ mb: 4 }}>
      <Typography id={id} variant="h2" sx={{ fontSize: '1.25rem', mb: 1 }}>
        {title}
      </Typography>
      {hint && <Typography color="text.secondary">{hint}</Typography>}
      {children}
    </Box>
  );
}

/**
 * /bubble: the learner's people — partners met in live rooms, people they follow, and suggested partners: the
 * community search for the first language they learn at their level, without those they follow and with those sharing
 * their goals and interests first (ADR 0067). Each list is one the connections
 * and community pages already read, so avoided people never appear in any of them.
 */
export function BubblePage() {
  const { t } = useTranslation();
  const me = useUser();
  const meId = me?.id ?? 0;
  const navigate = useNavigate();
  const learning = me?.learning[0];
  const suggestions: CommunityFilters = learning
    ? { ...NO_FILTERS, language: learning.code as LanguageCode, level: learning.proficiency, suggest: 'partners' }
    : { ...NO_FILTERS, suggest: 'partners' };
  const open = (userId: number) => void navigate(generatePath(ROUTES.dashboardConnectionsUser, { userId: String(userId) }));
  const list = { selected: null, onSelect: open };
  return (
    <Box>
      <Typography variant="h1" sx={{ mb: 1 }}>
        {t('social.bubble.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {t('social.bubble.intro')}
      </Typography>
      <Section id="bubble-met" title={t('social.bubble.met')}>
        <PeopleList
          queryKey={['social', 'list', 'matches', meId]}
          load={matches}
          row={matchRow}
          label={t('social.bubble.met')}
          empty={t('social.bubble.metEmpty')}
          {...list}
        />
      </Section>
      <Section id="bubble-following" title={t('social.bubble.following')}>
        <PeopleList
          queryKey={['social', 'list', 'followees', meId]}
          load={followees.bind(null, meId)}
          row={personRow}
          label={t('social.bubble.following')}
          empty={t('social.bubble.followingEmpty')}
          {...list}
        />
      </Section>
      <Section
        id="bubble-suggested"
        title={t('social.bubble.suggested')}
        hint={
          learning
            ? t('social.bubble.suggestedHint', {
                language: languageName(learning.code),
                level: t(`social.levels.${learning.proficiency}` as 'social.levels.1'),
              })
            : t('social.bubble.suggestedAny')
        }
      >
        <Box sx={{ mt: 1 }}>
          <CommunityResults
            filters={suggestions}
            empty={
              <EmptyState
                title={t('social.bubble.suggestedEmpty')}
                hint={t('social.bubble.suggestedEmptyHint')}
                action={
                  <Button component={Link} to={ROUTES.dashboardCommunity}>
                    {t('social.bubble.community')}
                  </Button>
                }
              />
            }
          />
        </Box>
      </Section>
    </Box>
  );
}
