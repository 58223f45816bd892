import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { EVENT_LEVELS, EVENT_TYPES, type EventType, type LanguageCode } from '@parley/contracts';
import { useTranslation } from 'react-i18next';
import { levelLabel } from '../lib/labels.ts';
import { languageMenuItems } from '../../../ui/languageMenuItems.tsx';
import type { EventFilters } from '../lib/event-filters.ts';
import '../texts.ts';

interface Props {
  filters: EventFilters;
  onChange: (filters: EventFilters) => void;
}

const selectProps = { select: { displayEmpty: true }, inputLabel: { shrink: true } } as const;

/** Type, language, level and day; any change starts again at the first page. */
export function EventFilterBar({ filters, onChange }: Props) {
  const { t } = useTranslation();
  const set = (change: Partial<EventFilters>) => onChange({ ...filters, ...change, page: 1 });
  return (
    <Stack
      direction={{ xs: 'column', sm: 'row' }}
      spacing={2}
      useFlexGap
      sx={{ mb: 2, flexWrap: 'wrap' }}
      role="search"
      aria-label={t('events.filters.label')}
    >
      <TextField
        select
        slotProps={selectProps}
        label={t('events.filters.type')}
        value={filters.type ?? ''}
        onChange={(e) => set({ type: (e.target.value as EventType) || null })}
        sx={{ flex: 1, minWidth: 150 }}
      >
        <MenuItem value="">{t('events.filters.anyType')}</MenuItem>
        {EVENT_TYPES.map((type) => (
          <MenuItem key={type} value={type}>
            {t(`events.types.${type}`)}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        slotProps={selectProps}
        label={t('events.filters.language')}
        value={filters.language ?? ''}
        onChange={(e) => set({ language: (e.target.value as LanguageCode) || null })}
        sx={{ flex: 1, minWidth: 150 }}
      >
        <MenuItem value="">{t('events.filters.anyLanguage')}</MenuItem>
        {languageMenuItems()}
      </TextField>
      <TextField
        select
        slotProps={selectProps}
        label={t('events.filters.level')}
        value={filters.level === null ? '' : String(filters.level)}
        onChange={(e) => set({ level: e.target.value === '' ? null : Number(e.target.value) })}
        sx={{ flex: 1, minWidth: 150 }}
      >
        <MenuItem value="">{t('events.filters.anyLevel')}</MenuItem>
        {EVENT_LEVELS.map((_, level) => (
          <MenuItem key={level} value={String(level)}>
            {levelLabel(level)}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        type="date"
        label={t('events.filters.date')}
        value={filters.date ?? ''}
        onChange={(e) => set({ date: e.target.value || null })}
        slotProps={{ inputLabel: { shrink: true } }}
        sx={{ flex: 1, minWidth: 150 }}
      />
    </Stack>
  );
}
