import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { shownName, REPORT_STATUSES, ROUTES, type AdminReport, type ReportStatus } from '@parley/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { generatePath, Link as RouterLink } from 'react-router';
import { shortDateTime } from '../../../lib/format/date-time.ts';
import { EmptyState } from '../../../ui/EmptyState.tsx';
import { PagedResults } from '../../../ui/PagedResults.tsx';
import { useReportAction, useReports, type ReportOutcome } from '../api/reports.ts';
import '../texts.ts';
import { ItemCard } from './ItemCard.tsx';
import { NoteDialog, type NoteAsk } from './NoteDialog.tsx';

const OUTCOMES = [
  ['dismissReport', 'dismiss', 'primary'],
  ['warnReport', 'warn', 'warning'],
  ['banReport', 'ban', 'error'],
] as const;

function Context({ report }: { report: AdminReport }) {
  const { t } = useTranslation();
  return (
    <>
      <Typography color="text.secondary">
        {t('admin.reports.count', { count: report.reported.report_count })} ·{' '}
        {t('admin.reports.filed', { date: shortDateTime(report.updated_at) })}
      </Typography>
      <Typography sx={{ mt: 1 }}>{t('admin.reports.reason', { reason: t(`admin.reports.reasons.${report.reason}`) })}</Typography>
      {report.details && <Typography sx={{ mt: 1, whiteSpace: 'pre-wrap' }}>“{report.details}”</Typography>}
      {report.event && (
        <Typography sx={{ mt: 1 }}>
          {t('admin.reports.inEvent')}{' '}
          <Link component={RouterLink} to={generatePath(ROUTES.event, { eventId: report.event.short_event_id })}>
            {report.event.title}
          </Link>
        </Typography>
      )}
      {report.reported.disabled_at && (
        <Chip size="small" color="error" label={t('admin.reports.accountDisabled')} sx={{ mt: 1 }} />
      )}
      {report.note && (
        <Typography sx={{ mt: 1 }} color="text.secondary">
          {report.note}
        </Typography>
      )}
    </>
  );
}

/** The reports queue: open reports oldest first (or the handled ones), with dismiss, warn and ban on the open ones. */
export function ReportsSection() {
  const { t } = useTranslation();
  const [status, setStatus] = useState<ReportStatus>('open');
  const results = useReports(status);
  const [ask, setAsk] = useState<NoteAsk | null>(null);
  const [acted, setActed] = useState('');
  const action = useReportAction((o) =>
    o === 'dismissReport'
      ? t('admin.reports.dismissed')
      : o === 'warnReport'
        ? t('admin.reports.warned')
        : t('admin.reports.banned', { name: acted }),
  );
  const act = (report: AdminReport, outcome: ReportOutcome, word: 'dismiss' | 'warn' | 'ban') => {
    const name = shownName(report.reported);
    setAsk({
      title: t(`admin.reports.${word}Title`, { name }),
      text: t(`admin.reports.${word}Text`, { name }),
      confirmLabel: t(`admin.reports.${word}`),
      tone: word === 'dismiss' ? 'primary' : 'error',
      onConfirm: (note) => {
        setActed(name);
        action.mutate({ reportId: report.id, outcome, note }, { onSuccess: () => setAsk(null) });
      },
    });
  };
  return (
    <>
      <TextField
        select
        label={t('admin.reports.status')}
        value={status}
        onChange={(e) => setStatus(e.target.value as ReportStatus)}
        sx={{ mb: 2, minWidth: 200 }}
      >
        {REPORT_STATUSES.map((s) => (
          <MenuItem key={s} value={s}>
            {t(`admin.reports.statuses.${s}`)}
          </MenuItem>
        ))}
      </TextField>
      <PagedResults
        results={results}
        label={t('admin.reports.label')}
        found={(count) => t('admin.reports.found', { count })}
        seeMore={t('admin.seeMore')}
        empty={<EmptyState title={t('admin.reports.empty')} hint={t('admin.reports.emptyHint')} />}
        item={(report) => (
          <ItemCard
            key={report.id}
            title={t('admin.reports.about', { reporter: shownName(report.reporter), reported: shownName(report.reported) })}
            actions={
              report.status === 'open' &&
              OUTCOMES.map(([outcome, word, color]) => (
                <Button
                  key={word}
                  variant={word === 'dismiss' ? 'text' : 'outlined'}
                  color={color}
                  onClick={() => act(report, outcome, word)}
                >
                  {t(`admin.reports.${word}`)}
                </Button>
              ))
            }
          >
            <Context report={report} />
          </ItemCard>
        )}
      />
      {ask && <NoteDialog ask={ask} busy={action.isPending} onClose={() => setAsk(null)} />}
    </>
  );
}
