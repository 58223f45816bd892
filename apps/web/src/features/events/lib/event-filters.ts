import { EVENT_TYPES, LANGUAGE_CODES, type EventsQuery, type EventType, type LanguageCode } from '@parley/contracts';
import { addDays } from 'date-fns/addDays';
import { format } from 'date-fns/format';
import { isValid } from 'date-fns/isValid';
import { parseISO } from 'date-fns/parseISO';
import { startOfDay } from 'date-fns/startOfDay';

/** The events-list filters as the page keeps them in its address (?type=&language=&level=&date=&page=). */
export interface EventFilters {
  type: EventType | null;
  language: LanguageCode | null;
  level: number | null;
  /** A local calendar day, yyyy-MM-dd: the events starting that day. */
  date: string | null;
  /** 1-based. */
  page: number;
}

export const NO_EVENT_FILTERS: EventFilters = { type: null, language: null, level: null, date: null, page: 1 };
export const EVENTS_PAGE_SIZE = 12;

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const validDay = (value: string | null) => (value && DAY.test(value) && isValid(parseISO(value)) ? value : null);

/** Reads the filters from the address; a value the API would refuse (an edited link) is left out. */
export function eventFiltersFromSearch(search: URLSearchParams): EventFilters {
  const type = search.get('type');
  const language = search.get('language');
  const level = Number(search.get('level') ?? NaN);
  const page = Number(search.get('page') ?? 1);
  return {
    type: EVENT_TYPES.includes(type as EventType) ? (type as EventType) : null,
    language: LANGUAGE_CODES.includes(language as LanguageCode) ? (language as LanguageCode) : null,
    level: Number.isInteger(level) && level >= 0 && level <= 4 ? level : null,
    date: validDay(search.get('date')),
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

/** Only what is set, so the unfiltered first page is plain /events. */
export function searchFromEventFilters(filters: EventFilters): URLSearchParams {
  const search = new URLSearchParams();
  if (filters.type) search.set('type', filters.type);
  if (filters.language) search.set('language', filters.language);
  if (filters.level !== null) search.set('level', String(filters.level));
  if (filters.date) search.set('date', filters.date);
  if (filters.page > 1) search.set('page', String(filters.page));
  return search;
}

/** The API query: a chosen day becomes the local day's bounds in UTC, so "today" means the user's today. */
export function eventsQuery(filters: EventFilters): EventsQuery {
  const day = filters.date ? startOfDay(parseISO(filters.date)) : null;
  return {
    limit: EVENTS_PAGE_SIZE,
    offset: (filters.page - 1) * EVENTS_PAGE_SIZE,
    ...(filters.type ? { event_type: filters.type } : {}),
    ...(filters.language ? { event_languages: filters.language } : {}),
    ...(filters.level !== null ? { proficiency: String(filters.level) } : {}),
    ...(day ? { start_time_utc: day.toISOString(), end_time_utc: addDays(day, 1).toISOString() } : {}),
  };
}

export const hasEventFilters = (filters: EventFilters) => searchFromEventFilters({ ...filters, page: 1 }).size > 0;

export const todayString = (now: Date) => format(now, 'yyyy-MM-dd');
