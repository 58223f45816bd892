import EventIcon from '@mui/icons-material/Event';
import EventNoteIcon from '@mui/icons-material/EventNote';
import GroupsIcon from '@mui/icons-material/Groups';
import PeopleIcon from '@mui/icons-material/People';
import QuestionAnswerIcon from '@mui/icons-material/QuestionAnswer';
import RecordVoiceOverIcon from '@mui/icons-material/RecordVoiceOver';
import SchoolIcon from '@mui/icons-material/School';
import type { SvgIconComponent } from '@mui/icons-material';
import type { RouteName } from '@parley/contracts';
import type { resources } from '../../../lib/i18n/index.ts';

type NavLabel = Exclude<keyof (typeof resources)['en']['translation']['nav'], 'label' | 'more'>;

/** One area of the primary navigation (ADR 0040). */
export interface NavEntry {
  label: NavLabel;
  /** What a teacher reads instead, where the area shows them something else (the recordings sent to them). */
  teacherLabel?: NavLabel;
  icon: SvgIconComponent;
  /** Where the entry leads, then every route of the area: the entry is the current one on any of them. */
  routes: readonly [RouteName, ...RouteName[]];
}

/**
 * The areas a signed-in person moves between, in order. Only areas whose pages work are listed (a unit test checks
 * every route here has a page). Classroom (issue 20) is the seventh, the most the desktop header holds.
 */
export const NAV_ENTRIES: readonly NavEntry[] = [
  { label: 'events', icon: EventIcon, routes: ['events', 'event'] },
  { label: 'workshops', icon: EventNoteIcon, routes: ['dashboardWorkshops'] },
  { label: 'practice', icon: QuestionAnswerIcon, routes: ['dashboardInterview', 'workshop'] },
  {
    label: 'feedback',
    teacherLabel: 'reviews',
    icon: RecordVoiceOverIcon,
    routes: ['dashboardFeedback', 'dashboardFeedbackItem', 'dashboardSummaryItem'],
  },
  { label: 'classroom', icon: SchoolIcon, routes: ['classroom', 'classroomCode'] },
  { label: 'community', icon: GroupsIcon, routes: ['dashboardCommunity', 'dashboardCommunityUser'] },
  { label: 'connections', icon: PeopleIcon, routes: ['dashboardConnections', 'dashboardConnectionsUser'] },
];
