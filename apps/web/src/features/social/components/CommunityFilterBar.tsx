import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { USER_PROFICIENCIES, USER_STATUSES, type LanguageCode, type UserStatus } from '@parley/contracts';
import { NAME_MAX, type CommunityFilters } from '../lib/community-filters.ts';
import { useDebouncedCallback } from '../lib/use-debounced-callback.ts';
import { languageMenuItems } from '../../../ui/languageMenuItems.tsx';
import '../../../entities/social/texts.ts';

interface Props {
  filters: CommunityFilters;
  onChange: (filters: CommunityFilters) => void;
}

/** Name (searched once typing pauses), language, level and role. */
export function CommunityFilterBar({ filters, onChange }: Props) {
  const { t } = useTranslation();
  const [name, setName] = useState(filters.name);
  const [shownName, setShownName] = useState(filters.name);
  const search = useDebouncedCallback((typed: string) => {
    if (typed.trim() !== filters.name) onChange({ ...filters, name: typed });
  });

  // The address changed by itself (back, forward, "Clear filters"): the box shows its name.
  if (filters.name !== shownName) {
    setShownName(filters.name);
    if (name.trim() !== filters.name) setName(filters.name);
  }

  return (
    <Stack
      direction={{ xs: 'column', sm: 'row' }}
      spacing={2}
      sx={{ mb: 2 }}
      role="search"
      aria-label={t('social.community.filters')}
    >
      <TextField
        type="search"
        label={t('social.community.name')}
        value={name}
        onChange={(event) => {
          setName(event.target.value);
          search(event.target.value);
        }}
        slotProps={{ htmlInput: { maxLength: NAME_MAX } }}
        sx={{ flex: 2, minWidth: 0 }}
      />
      <TextField
        select
        slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
        label={t('social.community.language')}
        value={filters.language ?? ''}
        onChange={(event) => onChange({ ...filters, language: (event.target.value as LanguageCode) || null })}
        sx={{ flex: 1, minWidth: 160 }}
      >
        <MenuItem value="">{t('social.community.anyLanguage')}</MenuItem>
        {languageMenuItems()}
      </TextField>
      <TextField
        select
        slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
        label={t('social.community.level')}
        value={filters.level === null ? '' : String(filters.level)}
        onChange={(event) => onChange({ ...filters, level: event.target.value ? Number(event.target.value) : null })}
        sx={{ flex: 1, minWidth: 160 }}
      >
        <MenuItem value="">{t('social.community.anyLevel')}</MenuItem>
        {USER_PROFICIENCIES.map((level) => (
          <MenuItem key={level.value} value={String(level.value)}>
            {t(`social.levels.${level.value}`)}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
        label={t('social.community.role')}
        value={filters.role ?? ''}
        onChange={(event) => onChange({ ...filters, role: (event.target.value as UserStatus) || null })}
        sx={{ flex: 1, minWidth: 140 }}
      >
        <MenuItem value="">{t('social.community.anyRole')}</MenuItem>
        {USER_STATUSES.map((status) => (
          <MenuItem key={status} value={status}>
            {t(`social.community.roles.${status}`)}
          </MenuItem>
        ))}
      </TextField>
    </Stack>
  );
}
