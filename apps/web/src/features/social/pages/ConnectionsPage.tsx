import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { generatePath, useNavigate, useSearchParams } from 'react-router';
import { CONNECTION_SELECT_DELAY_MS, ROUTES, type SocialPerson } from '@parley/contracts';
import { useUser } from '../../../lib/session/session.ts';
import { avoided, followees, followers } from '../api/lists.ts';
import { PeopleList } from '../components/PeopleList.tsx';

const TABS = ['following', 'followers', 'avoiding'] as const;
type TabName = (typeof TABS)[number];

/** /dashboard/connections: the people the user follows, who follow the user, and whom the user avoids. */
export function ConnectionsPage() {
  const { t } = useTranslation();
  const me = useUser();
  const meId = me?.id ?? 0;
  const navigate = useNavigate();
  const [search, setSearch] = useSearchParams();
  const requested = search.get('tab');
  const tab: TabName = TABS.includes(requested as TabName) ? (requested as TabName) : 'following';
  const [selected, setSelected] = useState<number | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const select = (person: SocialPerson) => {
    setSelected(person.id);
    clearTimeout(timer.current);
    timer.current = setTimeout(
      () => void navigate(generatePath(ROUTES.dashboardConnectionsUser, { userId: String(person.id) })),
      CONNECTION_SELECT_DELAY_MS,
    );
  };

  const lists = {
    following: { queryKey: ['social', 'list', 'followees', meId], load: followees.bind(null, meId) },
    followers: { queryKey: ['social', 'list', 'followers', meId], load: followers.bind(null, meId) },
    avoiding: { queryKey: ['social', 'list', 'avoided'], load: avoided },
  } as const;

  return (
    <Box>
      <Typography variant="h1" sx={{ mb: 2 }}>
        {t('social.connections.title')}
      </Typography>
      <Tabs
        value={tab}
        onChange={(_event, value: TabName) => setSearch(value === 'following' ? {} : { tab: value }, { replace: true })}
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
        <PeopleList
          key={tab}
          queryKey={lists[tab].queryKey}
          load={lists[tab].load}
          label={t(`social.connections.tabs.${tab}`)}
          empty={t(`social.connections.empty.${tab}`)}
          selected={selected}
          onSelect={select}
        />
      </Box>
    </Box>
  );
}
