import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { shortDateTime } from '../../../lib/format/date-time.ts';
import { useAttachOptions } from '../api/attach-options.ts';
import { attachValue, type Attachment } from '../lib/attachment.ts';
import '../texts.ts';

interface AttachFieldProps {
  value: Attachment;
  /** What the note is attached to now, even when it is no longer among the newest recordings or events. */
  current: { value: string; label: string } | null;
  teacher: boolean;
  onChange: (value: string) => void;
}

/** One of the writer's recordings or events, or nothing; the lists load when the field is first used. */
export function AttachField({ value, current, teacher, onChange }: AttachFieldProps) {
  const { t } = useTranslation();
  const [wanted, setWanted] = useState(false);
  const options = useAttachOptions(wanted);
  const selected = attachValue(value);
  const recordings = teacher ? [] : (options.data?.recordings ?? []);
  const events = options.data?.events ?? [];
  const listed = new Set([...recordings.map((r) => `r:${r.id}`), ...events.map((e) => `e:${e.event_id}`)]);
  return (
    <TextField
      select
      size="small"
      label={t('notes.attach.label')}
      value={selected}
      onChange={(event) => onChange(event.target.value)}
      onFocus={() => setWanted(true)}
      onMouseDown={() => setWanted(true)}
      slotProps={{ select: { native: true } }}
      sx={{ minWidth: 240, maxWidth: '100%' }}
    >
      <option value="">{t('notes.attach.none')}</option>
      {current && !listed.has(current.value) && <option value={current.value}>{current.label}</option>}
      {recordings.length > 0 && (
        <optgroup label={t('notes.attach.recordings')}>
          {recordings.map((r) => (
            <option key={r.id} value={`r:${r.id}`}>
              {t('notes.attach.recording', { when: shortDateTime(r.created_at) })}
            </option>
          ))}
        </optgroup>
      )}
      {events.length > 0 && (
        <optgroup label={t('notes.attach.events')}>
          {events.map((e) => (
            <option key={e.event_id} value={`e:${e.event_id}`}>
              {t('notes.attach.event', { title: e.event_title, when: shortDateTime(e.start_time_utc) })}
            </option>
          ))}
        </optgroup>
      )}
    </TextField>
  );
}
