import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { shownName, type AuditEntry } from '@parley/contracts';
import { useTranslation } from 'react-i18next';
import { shortDateTime } from '../../../lib/format/date-time.ts';
import { EmptyState } from '../../../ui/EmptyState.tsx';
import { PagedResults } from '../../../ui/PagedResults.tsx';
import { useAudit } from '../api/overview.ts';
import '../texts.ts';
import { ItemCard } from './ItemCard.tsx';

const shown = (value: unknown) => (value === null || value === undefined ? '—' : JSON.stringify(value));

function Change({ entry }: { entry: AuditEntry }) {
  const { t } = useTranslation();
  return (
    <Box
      component="dl"
      sx={{ m: 0, mt: 1, '& dt': { fontWeight: 600 }, '& dd': { m: 0, fontFamily: 'monospace', overflowWrap: 'anywhere' } }}
    >
      <dt>{t('admin.audit.before')}</dt>
      <dd>{shown(entry.before)}</dd>
      <dt>{t('admin.audit.after')}</dt>
      <dd>{shown(entry.after)}</dd>
    </Box>
  );
}

/** The audit log: every admin action, newest first, with what it changed. */
export function AuditSection() {
  const { t } = useTranslation();
  const results = useAudit();
  return (
    <PagedResults
      results={results}
      label={t('admin.audit.label')}
      found={(count) => t('admin.audit.found', { count })}
      seeMore={t('admin.seeMore')}
      empty={<EmptyState title={t('admin.audit.empty')} hint={t('admin.audit.emptyHint')} />}
      item={(entry) => (
        <ItemCard
          key={entry.id}
          title={t('admin.audit.who', {
            admin: entry.admin ? shownName(entry.admin) : t('admin.audit.formerAdmin'),
            action: entry.action,
            target: entry.target_type,
            id: entry.target_id,
          })}
        >
          <Typography color="text.secondary">{shortDateTime(entry.created_at)}</Typography>
          <Change entry={entry} />
        </ItemCard>
      )}
    />
  );
}
