import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Event } from '@parley/contracts';
import { useTranslation } from 'react-i18next';
import { languageName } from '../../../lib/languages.ts';
import { LanguageFlag } from '../../../ui/LanguageFlag.tsx';
import { levelLabel } from '../lib/labels.ts';
import '../texts.ts';

/** Language with its flag, level, type and tags: the same line on cards and on the event page. */
export function EventFacts({ event }: { event: Event }) {
  const { t } = useTranslation();
  return (
    <Stack spacing={1}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.75 }}>
          <LanguageFlag code={event.event_language} size={14} />
          <Typography component="span" variant="body2">
            {languageName(event.event_language)}
          </Typography>
        </Box>
        <Chip size="small" variant="outlined" label={t('events.card.level', { level: levelLabel(event.proficiency) })} />
        <Chip size="small" variant="outlined" label={t(`events.types.${event.event_type}`)} />
        {event.is_private && <Chip size="small" label={t('events.card.private')} />}
      </Stack>
      {event.tags.length > 0 && (
        <Stack direction="row" spacing={0.5} useFlexGap component="ul" sx={{ flexWrap: 'wrap', p: 0, m: 0, listStyle: 'none' }}>
          {event.tags.map((tag) => (
            <Chip key={tag} component="li" size="small" label={`#${tag}`} sx={{ bgcolor: 'action.hover' }} />
          ))}
        </Stack>
      )}
    </Stack>
  );
}
