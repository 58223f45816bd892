/** Every web route of the specification, defined once. Paths the spec does not show are our choice (see docs/decisions). */
export const ROUTES = {
  login: '/login',
  slogin: '/slogin',
  register: '/register',
  verify: '/verify',
  tryPengguin: '/try_pengguin',
  forgetPassword: '/forget_password',
  pricing: '/pricing',
  demo: '/demo',
  teacherHomepage: '/:teacherUrl',
  companyStart: '/company/start',
  companyAccount: '/company/account',
  /** A join link: the code an administrator shares (ADR 0072). */
  companyJoin: '/company/join/:code',
  /** An invitation mailed to one address (ADR 0072). */
  companyInvitation: '/company/invitation/:token',
  /** The admin console for members with the admin role (ADR 0070); a section each: users, teachers, reports… */
  admin: '/admin',
  adminSection: '/admin/:section',
  home: '/home',
  bubble: '/bubble',
  profile: '/profile',
  profileSub: '/profile/:section',
  events: '/events',
  event: '/event/:eventId',
  classroom: '/classroom',
  classroomCode: '/classroom/:code',
  live: '/live/:eventId',
  payment: '/payment',
  /** The sandbox payments provider's onboarding page for a teacher's connected account (ADR 0027). */
  paymentConnect: '/payment/connect',
  checkoutSuccess: '/checkout/success',
  subscription: '/subscription',
  teacherLanding: '/teacher',
  /** Where a mail's unsubscribe link lands (ADR 0063). */
  unsubscribe: '/unsubscribe',
  dashboard: '/dashboard',
  dashboardWorkshops: '/dashboard/workshops',
  dashboardNotes: '/dashboard/notes',
  dashboardDocuments: '/dashboard/documents',
  dashboardLiveBoards: '/dashboard/live_boards',
  dashboardWeblinks: '/dashboard/weblinks',
  dashboardFeedback: '/dashboard/feedback',
  dashboardFeedbackItem: '/dashboard/feedback/:feedbackId',
  dashboardSummary: '/dashboard/summary',
  dashboardSummaryItem: '/dashboard/summary/:feedbackId',
  dashboardCommunity: '/dashboard/community',
  dashboardCommunityUser: '/dashboard/community/:userId',
  dashboardConnections: '/dashboard/connections',
  dashboardConnectionsUser: '/dashboard/connections/:userId',
  dashboardQuizVocabulary: '/dashboard/quiz-vocabulary',
  dashboardVocabulary: '/dashboard/vocabulary',
  dashboardStickyNotes: '/dashboard/sticky-notes',
  /** The spec's TEACHER-only "dashboard sticky notes teacher page" (ADR 0065). */
  dashboardStickyNotesTeacher: '/dashboard/sticky-notes/teacher',
  dashboardInterview: '/dashboard/interview-ai',
  workshop: '/workshop/:workshop',
  /** Coupons and promotion codes, for admins (ADR 0071); the console's other sections are /admin/:section. */
  adminCoupons: '/admin/coupons',
  adminAffiliates: '/admin/affiliates',
  adminCampaigns: '/admin/campaigns',
} as const;
export type RouteName = keyof typeof ROUTES;

/** Profile sub-pages, as the spec names them. */
export const PROFILE_SECTIONS = [
  'settings',
  'my-teacher-bio',
  'custom-options',
  'teacher-prices',
  'affliation-offers',
  'teacher-connect',
  'feedback-services',
  'my-videos',
  'personal-information',
  'languages',
  'invite-your-friends',
  'availability',
  'subscription',
  'notification',
  'group-settings',
  'preferred-accent',
] as const;
export type ProfileSection = (typeof PROFILE_SECTIONS)[number];

/**
 * The teacher-only sub-pages of the settings menu's "My Homepage" part, in menu order: Banner and URL claims the
 * homepage url, the others edit the homepage (ADR 0017 as amended, ADR 0029).
 */
export const HOMEPAGE_SECTIONS = [
  'my-teacher-bio',
  'custom-options',
  'teacher-prices',
  'feedback-services',
  'affliation-offers',
  'teacher-connect',
  'availability',
  'my-videos',
] as const satisfies readonly ProfileSection[];
export type HomepageSection = (typeof HOMEPAGE_SECTIONS)[number];
