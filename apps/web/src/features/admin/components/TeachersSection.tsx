import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { shownName, type TeacherCandidate } from '@parley/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { dayMonth } from '../../../lib/format/date-time.ts';
import { EmptyState } from '../../../ui/EmptyState.tsx';
import { PagedResults } from '../../../ui/PagedResults.tsx';
import { useCandidates, useTeacherDecision } from '../api/teachers.ts';
import '../texts.ts';
import { ItemCard } from './ItemCard.tsx';
import { NoteDialog, type NoteAsk } from './NoteDialog.tsx';

function Profile({ candidate }: { candidate: TeacherCandidate }) {
  const { t } = useTranslation();
  const p = candidate.teacher_profile;
  const lines: [string, string][] = [
    ...(p?.bio ? [[t('admin.teachers.bio'), p.bio] as [string, string]] : []),
    ...(p?.experience ? [[t('admin.teachers.experience'), p.experience] as [string, string]] : []),
  ];
  return (
    <>
      <Typography color="text.secondary">
        @{candidate.username} · {candidate.email ?? '—'} ·{' '}
        {t('admin.teachers.signedUp', { date: dayMonth(candidate.created_at) })}
      </Typography>
      {lines.length === 0 && !candidate.homepage_url && <Typography sx={{ mt: 1 }}>{t('admin.teachers.noProfile')}</Typography>}
      {lines.map(([term, text]) => (
        <Typography key={term} sx={{ mt: 1 }}>
          <strong>{term}:</strong> {text}
        </Typography>
      ))}
      {p?.video_link && (
        <Link href={p.video_link} target="_blank" rel="noopener noreferrer" sx={{ display: 'block', mt: 1 }}>
          {t('admin.teachers.video')}
        </Link>
      )}
      {candidate.homepage_url && (
        <Link href={`/${candidate.homepage_url}`} target="_blank" rel="noopener noreferrer" sx={{ display: 'block', mt: 1 }}>
          {t('admin.teachers.homepage', { name: candidate.homepage_name ?? candidate.homepage_url })}
        </Link>
      )}
    </>
  );
}

/** Teacher approval: the candidates, oldest first; approving lets them host and attend without limit. */
export function TeachersSection() {
  const { t } = useTranslation();
  const results = useCandidates();
  const [ask, setAsk] = useState<NoteAsk | null>(null);
  const [decided, setDecided] = useState('');
  const decision = useTeacherDecision((d) =>
    t(d === 'approveTeacher' ? 'admin.teachers.approved' : 'admin.teachers.declined', { name: decided }),
  );
  const decide = (c: TeacherCandidate, approve: boolean) => {
    const name = shownName(c);
    setAsk({
      title: t(approve ? 'admin.teachers.approveTitle' : 'admin.teachers.declineTitle', { name }),
      text: t(approve ? 'admin.teachers.approveText' : 'admin.teachers.declineText'),
      confirmLabel: t(approve ? 'admin.teachers.approve' : 'admin.teachers.decline'),
      tone: approve ? 'primary' : 'error',
      onConfirm: (note) => {
        setDecided(name);
        decision.mutate(
          { userId: c.id, decision: approve ? 'approveTeacher' : 'declineTeacher', note },
          { onSuccess: () => setAsk(null) },
        );
      },
    });
  };
  return (
    <>
      <PagedResults
        results={results}
        label={t('admin.teachers.label')}
        found={(count) => t('admin.teachers.found', { count })}
        seeMore={t('admin.seeMore')}
        empty={<EmptyState title={t('admin.teachers.empty')} hint={t('admin.teachers.emptyHint')} />}
        item={(c) => (
          <ItemCard
            key={c.id}
            title={shownName(c)}
            actions={
              <>
                <Button variant="contained" onClick={() => decide(c, true)}>
                  {t('admin.teachers.approve')}
                </Button>
                <Button color="error" onClick={() => decide(c, false)}>
                  {t('admin.teachers.decline')}
                </Button>
              </>
            }
          >
            <Profile candidate={c} />
          </ItemCard>
        )}
      />
      {ask && <NoteDialog ask={ask} busy={decision.isPending} onClose={() => setAsk(null)} />}
    </>
  );
}
