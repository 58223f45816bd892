import Autocomplete from '@mui/material/Autocomplete';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { REVIEW_STATUS_LABELS, shownName, socialApi, type CommunityPerson, type Recording } from '@parley/contracts';
import { useDeferredValue, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { failureText } from '../../../lib/api/api-error.ts';
import { call } from '../../../lib/api/client.ts';
import { showToast } from '../../../ui/toast/toast-store.ts';
import { askTeacher } from '../api/review.ts';
import '../texts.ts';

/** "Ask a teacher": a learner picks a teacher by name and sends the recording; afterwards, where the request stands. */
export function AskTeacher({
  recording,
  onSent,
}: {
  recording: Recording;
  onSent: (review: NonNullable<Recording['review']>) => void;
}) {
  const { t } = useTranslation();
  const [input, setInput] = useState('');
  const [teacher, setTeacher] = useState<CommunityPerson | null>(null);
  const [sending, setSending] = useState(false);
  const query = useDeferredValue(input.trim());
  const teachers = useQuery({
    queryKey: ['review', 'teachers', query],
    queryFn: ({ signal }) =>
      call(socialApi.community, { query: { status: 'TEACHER', limit: 10, offset: 0, ...(query ? { query } : {}) }, signal }),
    placeholderData: keepPreviousData,
    enabled: !recording.review,
  });

  if (recording.review)
    return (
      <Typography color="text.secondary">
        {t('review.sentTo', { status: REVIEW_STATUS_LABELS[recording.review.status] })} · {recording.review.teacher_name}
      </Typography>
    );
  const send = () => {
    if (!teacher) return;
    setSending(true);
    askTeacher(recording.id, teacher.id).then(
      (answer) => {
        setSending(false);
        onSent({ teacher_id: teacher.id, teacher_name: shownName(teacher), status: answer.status });
        showToast(t('review.sent', { name: shownName(teacher) }), 'success');
      },
      (err: unknown) => {
        setSending(false);
        showToast(failureText(err), 'error');
      },
    );
  };
  return (
    <Paper variant="outlined" component="section" aria-labelledby="ask-teacher-title" sx={{ p: 2, borderRadius: 3 }}>
      <Typography id="ask-teacher-title" variant="h2" sx={{ fontSize: '1.1rem', mb: 0.5 }}>
        {t('review.askTitle')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 1.5 }}>
        {t('review.askIntro')}
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
        <Autocomplete
          sx={{ flexGrow: 1 }}
          size="small"
          options={teachers.data?.items ?? []}
          getOptionLabel={shownName}
          filterOptions={(options) => options}
          isOptionEqualToValue={(a, b) => a.id === b.id}
          value={teacher}
          onChange={(_, value) => setTeacher(value)}
          inputValue={input}
          onInputChange={(_, value) => setInput(value)}
          loading={teachers.isFetching}
          noOptionsText={t('review.noTeachers')}
          renderInput={(params) => <TextField {...params} label={t('review.teacher')} />}
        />
        <Button variant="outlined" onClick={send} disabled={!teacher} loading={sending}>
          {t('review.send')}
        </Button>
      </Stack>
    </Paper>
  );
}
