import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Match } from '@parley/contracts';
import { dateTimeFormat } from '../../../lib/format/intl-formats.ts';
import { matchEventQueryOptions } from '../api/matches.ts';
import '../../../entities/social/texts.ts';

/** When and in which event the caller was paired with someone; the date alone until (or unless) the event loads. */
export function MatchedIn({ match }: { match: Match }) {
  const { t, i18n } = useTranslation();
  const event = useQuery(matchEventQueryOptions(match.event_id));
  const date = dateTimeFormat(i18n.language, { dateStyle: 'medium' }).format(new Date(match.matched_at));
  return event.data
    ? t('social.connections.matchedIn', { date, event: event.data.event_title })
    : t('social.connections.matchedOn', { date });
}
