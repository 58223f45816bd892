import {
  COMMUNITY_QUERY_MAX,
  LANGUAGE_CODES,
  PROFICIENCY_MAX,
  PROFICIENCY_MIN,
  type CommunityQuery,
  type LanguageCode,
  type UserStatus,
} from '@parley/contracts';

/** The community filters as the page keeps them in its address (?name=&language=&level=&role=). */
export interface CommunityFilters {
  name: string;
  language: LanguageCode | null;
  level: number | null;
  role: UserStatus | null;
  /** Not in the address: the bubble's suggestions ask for partners (not followed, shared goals first). */
  suggest?: 'partners';
}

export const NO_FILTERS: CommunityFilters = { name: '', language: null, level: null, role: null };

const ROLES: Record<string, UserStatus> = { student: 'STUDENT', teacher: 'TEACHER' };
const ROLE_PARAMS: Record<UserStatus, string> = { STUDENT: 'student', TEACHER: 'teacher' };
export const NAME_MAX = COMMUNITY_QUERY_MAX;

/** Reads the filters from the address; a value the API would refuse (an edited link) is left out. */
export function filtersFromSearch(search: URLSearchParams): CommunityFilters {
  const language = search.get('language');
  const level = Number(search.get('level'));
  return {
    name: (search.get('name') ?? '').trim().slice(0, NAME_MAX),
    language: LANGUAGE_CODES.includes(language as LanguageCode) ? (language as LanguageCode) : null,
    level: Number.isInteger(level) && level >= PROFICIENCY_MIN && level <= PROFICIENCY_MAX ? level : null,
    role: ROLES[search.get('role') ?? ''] ?? null,
  };
}

/** The address for the filters: only those set, so an unfiltered page is plain /dashboard/community. */
export function searchFromFilters(filters: CommunityFilters): URLSearchParams {
  const search = new URLSearchParams();
  if (filters.name.trim()) search.set('name', filters.name.trim());
  if (filters.language) search.set('language', filters.language);
  if (filters.level !== null) search.set('level', String(filters.level));
  if (filters.role) search.set('role', ROLE_PARAMS[filters.role]);
  return search;
}

/** The API query for one page of people matching the filters. */
export function communityQuery(filters: CommunityFilters, limit: number, offset: number): CommunityQuery {
  return {
    limit,
    offset,
    ...(filters.name.trim() ? { query: filters.name.trim() } : {}),
    ...(filters.language ? { language: filters.language } : {}),
    ...(filters.level !== null ? { proficiency: filters.level } : {}),
    ...(filters.role ? { status: filters.role } : {}),
    ...(filters.suggest ? { suggest: filters.suggest } : {}),
  };
}

export const hasFilters = (filters: CommunityFilters) => searchFromFilters(filters).size > 0;
