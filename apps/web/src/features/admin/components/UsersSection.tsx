import { shownName } from '@parley/contracts';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { dayMonth } from '../../../lib/format/date-time.ts';
import { EmptyState } from '../../../ui/EmptyState.tsx';
import { PagedResults } from '../../../ui/PagedResults.tsx';
import { useAdminUsers } from '../api/users.ts';
import '../texts.ts';
import { ItemCard } from './ItemCard.tsx';
import { SearchField } from './SearchField.tsx';
import { UserChips } from './UserChips.tsx';
import { UserDialog } from './UserDialog.tsx';

/** Users: search by name, username or email; each opens in a dialog to disable, enable and give or take roles. */
export function UsersSection() {
  const { t } = useTranslation();
  const [q, setQ] = useState('');
  const [open, setOpen] = useState<number | null>(null);
  const results = useAdminUsers(q);
  return (
    <>
      <SearchField label={t('admin.users.search')} help={t('admin.users.searchHelp')} onSearch={setQ} />
      <PagedResults
        results={results}
        label={t('admin.users.label')}
        found={(count) => t('admin.users.found', { count })}
        seeMore={t('admin.seeMore')}
        empty={<EmptyState title={t('admin.users.empty')} hint={t('admin.users.emptyHint')} />}
        item={(user) => (
          <ItemCard
            key={user.id}
            title={shownName(user)}
            actions={
              <Button
                variant="outlined"
                onClick={() => setOpen(user.id)}
                aria-label={t('admin.users.view', { name: shownName(user) })}
              >
                {t('admin.users.viewButton')}
              </Button>
            }
          >
            <Typography color="text.secondary">
              @{user.username} · {user.email ?? '—'} · {t('admin.users.joined', { date: dayMonth(user.created_at) })}
            </Typography>
            <UserChips user={user} />
          </ItemCard>
        )}
      />
      {open !== null && <UserDialog userId={open} onClose={() => setOpen(null)} />}
    </>
  );
}
