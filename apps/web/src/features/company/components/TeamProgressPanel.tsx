import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import DownloadIcon from '@mui/icons-material/Download';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { shownName, type TeamMemberProgress } from '@parley/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MemberProgress } from '../../progress/public.ts';
import { ErrorAlert } from '../../../ui/ErrorAlert.tsx';
import { PageSkeleton } from '../../../ui/PageSkeleton.tsx';
import { VisuallyHidden } from '../../../ui/VisuallyHidden.tsx';
import { showFailure } from '../../../ui/toast/show-failure.ts';
import { downloadCsv, useTeamProgress } from '../api/team-progress.ts';
import '../texts.ts';

const sessionsOf = (m: Pick<TeamMemberProgress, 'practice'>) => m.practice.reduce((n, p) => n + p.sessions, 0);
const teamAsked = (m: Pick<TeamMemberProgress, 'practice'>) => m.practice.reduce((n, p) => n + p.team_questions, 0);

function ExportButton({ userId, label }: { userId: number | null; label: string }) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const save = () => {
    setBusy(true);
    downloadCsv(userId)
      .catch(showFailure)
      .finally(() => setBusy(false));
  };
  return (
    <Button startIcon={<DownloadIcon />} onClick={save} disabled={busy} aria-label={label} sx={{ alignSelf: 'flex-start' }}>
      {t('teamContent.progress.export')}
    </Button>
  );
}

/** One member's progress, as their own page shows it, with its CSV. */
function MemberDetail({ member, onBack }: { member: TeamMemberProgress; onBack: () => void }) {
  const { t } = useTranslation();
  const name = shownName(member.user);
  return (
    <Stack spacing={2}>
      <Button startIcon={<ArrowBackIcon />} onClick={onBack} sx={{ alignSelf: 'flex-start' }}>
        {t('teamContent.progress.back')}
      </Button>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography variant="h2" sx={{ fontSize: '1.5rem' }}>
          {t('teamContent.progress.memberTitle', { name })}
        </Typography>
        <ExportButton userId={member.user.id} label={t('teamContent.progress.exportMember', { name })} />
      </Stack>
      <MemberProgress userId={member.user.id} />
    </Stack>
  );
}

/** The team view (ADR 0073): every current member's totals in one table, each one's progress a click away. */
export function TeamProgressPanel() {
  const { t } = useTranslation();
  const team = useTeamProgress();
  const [chosen, setChosen] = useState<TeamMemberProgress | null>(null);
  if (team.isPending) return <PageSkeleton />;
  if (team.isError) return <ErrorAlert error={team.error} />;
  if (chosen) return <MemberDetail member={chosen} onBack={() => setChosen(null)} />;
  const none = t('teamContent.progress.none');
  const figure = (n: number | null) => (n === null ? none : n);
  const columns = ['sessions', 'minutes', 'recordings', 'grammar', 'pronunciation', 'practice', 'teamQuestions'] as const;
  return (
    <Stack spacing={2}>
      <Typography color="text.secondary">{t('teamContent.progress.intro')}</Typography>
      <ExportButton userId={null} label={t('teamContent.progress.exportTeam')} />
      <TableContainer>
        <Table size="small" aria-label={t('teamContent.progress.table')}>
          <TableHead>
            <TableRow>
              <TableCell>{t('teamContent.progress.member')}</TableCell>
              {columns.map((c) => (
                <TableCell key={c} align="right">
                  {t(`teamContent.progress.${c}`)}
                </TableCell>
              ))}
              <TableCell>
                <VisuallyHidden>{t('teamContent.progress.view')}</VisuallyHidden>
              </TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {team.data.members.map((m) => {
              const name = shownName(m.user);
              return (
                <TableRow key={m.user.id} hover>
                  <TableCell component="th" scope="row">
                    {name}
                  </TableCell>
                  <TableCell align="right">{m.totals.sessions}</TableCell>
                  <TableCell align="right">{m.totals.minutes_spoken}</TableCell>
                  <TableCell align="right">{m.totals.recordings}</TableCell>
                  <TableCell align="right">{figure(m.grammar_per_100_words)}</TableCell>
                  <TableCell align="right">{figure(m.pronunciation_score)}</TableCell>
                  <TableCell align="right">{sessionsOf(m)}</TableCell>
                  <TableCell align="right">{teamAsked(m)}</TableCell>
                  <TableCell>
                    <Button size="small" onClick={() => setChosen(m)} aria-label={t('teamContent.progress.viewLabel', { name })}>
                      {t('teamContent.progress.view')}
                    </Button>
                  </TableCell>
                </TableRow>
              );
            })}
            <TableRow>
              <TableCell component="th" scope="row" sx={{ fontWeight: 700 }}>
                {t('teamContent.progress.total')}
              </TableCell>
              <TableCell align="right">{team.data.totals.sessions}</TableCell>
              <TableCell align="right">{team.data.totals.minutes_spoken}</TableCell>
              <TableCell align="right">{team.data.totals.recordings}</TableCell>
              <TableCell align="right">{none}</TableCell>
              <TableCell align="right">{none}</TableCell>
              <TableCell align="right">{team.data.practice_sessions}</TableCell>
              <TableCell align="right">{team.data.members.reduce((n, m) => n + teamAsked(m), 0)}</TableCell>
              <TableCell />
            </TableRow>
          </TableBody>
        </Table>
      </TableContainer>
    </Stack>
  );
}
