import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { generatePath, useNavigate, useSearchParams } from 'react-router';
import { CONNECTION_SELECT_DELAY_MS, ROUTES, type Match, type SocialPerson } from '@parley/contracts';
import { useUser } from '../../../lib/session/session.ts';
import { avoided, followees, followers } from '../api/lists.ts';
import { matches } from '../api/matches.ts';
import { MatchedIn } from '../components/MatchedIn.tsx';
import { PeopleList, type PersonRow } from '../components/PeopleList.tsx';
import '../../../entities/social/texts.ts';

const TABS = ['matches', 'following', 'followers', 'avoiding'] as const;
type TabName = (typeof TABS)[number];

const personRow = (person: SocialPerson): PersonRow => person;
const matchRow = (match: Match): PersonRow => ({ ...match.user_matched_with, secondary: <MatchedIn match={match} /> });

/**
 * /dashboard/connections: the people the user was matched with in live rooms, follows, is followed by, and avoids
 * (the spec's tabs, in its order).
 */
export function ConnectionsPage() {
  const { t } = useTranslation();
  const me = useUser();
  const meId = me?.id ?? 0;
  const navigate = useNavigate();
  const [search, setSearch] = useSearchParams();
  const requested = search.get('tab');
  const tab: TabName = TABS.includes(requested as TabName) ? (requested as TabName) : 'matches';
  const [selected, setSelected] = useState<number | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const select = (userId: number) => {
    setSelected(userId);
    clearTimeout(timer.current);
    timer.current = setTimeout(
      () => void navigate(generatePath(ROUTES.dashboardConnectionsUser, { userId: String(userId) })),
      CONNECTION_SELECT_DELAY_MS,
    );
  };

  const common = {
    label: t(`social.connections.tabs.${tab}`),
    empty: t(`social.connections.empty.${tab}`),
    selected,
    onSelect: select,
  };
  const people = {
    following: { queryKey: ['social', 'list', 'followees', meId], load: followees.bind(null, meId) },
    followers: { queryKey: ['social', 'list', 'followers', meId], load: followers.bind(null, meId) },
    avoiding: { queryKey: ['social', 'list', 'avoided', meId], load: avoided },
  };
  const list =
    tab === 'matches' ? (
      <PeopleList key={tab} queryKey={['social', 'list', 'matches', meId]} load={matches} row={matchRow} {...common} />
    ) : (
      <PeopleList key={tab} queryKey={people[tab].queryKey} load={people[tab].load} row={personRow} {...common} />
    );

  return (
    <Box>
      <Typography variant="h1" sx={{ mb: 2 }}>
        {t('social.connections.title')}
      </Typography>
      <Tabs
        value={tab}
        onChange={(_event, value: TabName) => setSearch(value === 'matches' ? {} : { tab: value }, { replace: true })}
        aria-label={t('social.connections.title')}
      >
        {TABS.map((name) => (
          <Tab
            key={name}
            value={name}
            label={t(`social.connections.tabs.${name}`)}
            id={`connections-tab-${name}`}
            aria-controls="connections-panel"
          />
        ))}
      </Tabs>
      <Box role="tabpanel" id="connections-panel" aria-labelledby={`connections-tab-${tab}`} sx={{ pt: 1 }}>
        {list}
      </Box>
    </Box>
  );
}
