import type { RouteName } from '@parley/contracts';
import { page, type RouteSpec } from './route-spec.ts';
import { adminRoutes } from './admin/admin-routes.ts';
import { companyRoutes } from './company/company-routes.ts';
import { progressRoutes } from './progress/progress-routes.ts';
import { billingRoutes } from './billing/billing-routes.ts';
import { couponRoutes } from './coupons/coupon-routes.ts';
import { affiliateRoutes } from './affiliates/affiliate-routes.ts';
import { campaignRoutes } from './campaigns/campaign-routes.ts';
import { boardRoutes, documentsPage, notesPage } from './workspace/workspace-routes.ts';
import { vocabularyRoutes } from './workspace/vocabulary-routes.ts';

/** Every route of the contracts, each decided here: the type forbids forgetting one. */
export const ROUTE_TABLE: Record<RouteName, RouteSpec> = {
  login: {
    access: 'publicOnly',
    title: 'login',
    page: page(
      () => import('../features/auth/pages/LoginPage.tsx'),
      (m) => m.LoginPage,
    ),
  },
  slogin: {
    access: 'publicOnly',
    title: 'slogin',
    page: page(
      () => import('../features/auth/pages/SloginPage.tsx'),
      (m) => m.SloginPage,
    ),
  },
  register: {
    access: 'publicOnly',
    title: 'register',
    page: page(
      () => import('../features/auth/pages/RegisterPage.tsx'),
      (m) => m.RegisterPage,
    ),
  },
  forgetPassword: {
    access: 'publicOnly',
    title: 'forgetPassword',
    page: page(
      () => import('../features/auth/pages/ForgetPasswordPage.tsx'),
      (m) => m.ForgetPasswordPage,
    ),
  },
  tryPengguin: {
    access: 'publicOnly',
    title: 'tryPengguin',
    page: page(
      () => import('../features/auth/pages/TryPengguinPage.tsx'),
      (m) => m.TryPengguinPage,
    ),
  },
  verify: {
    access: 'verify',
    title: 'verify',
    page: page(
      () => import('../features/auth/pages/VerifyPage.tsx'),
      (m) => m.VerifyPage,
    ),
  },
  demo: {
    access: 'public',
    title: 'demo',
    page: page(
      () => import('../features/auth/pages/DemoPage.tsx'),
      (m) => m.DemoPage,
      (m) => m.demoLoader,
    ),
  },
  events: {
    access: 'protected',
    dashboard: true,
    title: 'events',
    page: page(
      () => import('../features/events/pages/EventsPage.tsx'),
      (m) => m.EventsPage,
    ),
  },
  teacherHomepage: {
    access: 'public',
    title: 'teacherHomepage',
    page: page(
      () => import('./teacher/teacher-homepage-page.tsx'),
      (m) => m.TeacherHomepageWithLessons,
      (m) => m.teacherHomepageLoader,
    ),
  },
  // companyStart, companyAccount, companyJoin and companyInvitation (company/company-routes.ts).
  ...companyRoutes,
  // admin and adminSection (admin/admin-routes.ts).
  ...adminRoutes,
  profile: {
    access: 'protected',
    title: 'profile',
    page: page(
      () => import('../features/profile/pages/ProfilePage.tsx'),
      (m) => m.ProfilePage,
    ),
  },
  profileSub: {
    access: 'protected',
    title: 'profileSub',
    page: page(
      () => import('./settings/ProfileSubPage.tsx'),
      (m) => m.ProfileSubPage,
      (m) => m.profileSubLoader,
    ),
  },
  event: {
    // Public: a shared link shows the event signed out; "Attend" then asks to log in and comes back.
    access: 'public',
    title: 'event',
    page: page(
      () => import('../features/events/pages/EventPage.tsx'),
      (m) => m.EventPage,
    ),
  },
  classroom: {
    access: 'protected',
    title: 'classroom',
    page: page(
      () => import('./classroom/classroom-pages.tsx'),
      (m) => m.ClassroomsPage,
    ),
  },
  classroomCode: {
    access: 'protected',
    title: 'classroomCode',
    page: page(
      () => import('./classroom/classroom-pages.tsx'),
      (m) => m.ClassroomCodePage,
    ),
  },
  live: {
    access: 'protected',
    title: 'live',
    page: page(
      () => import('../features/live/pages/LivePage.tsx'),
      (m) => m.LivePage,
    ),
  },
  unsubscribe: {
    // Public: the link comes in a mail, and the token in it says who.
    access: 'public',
    title: 'unsubscribe',
    page: page(
      () => import('../features/notifications/pages/UnsubscribePage.tsx'),
      (m) => m.UnsubscribePage,
    ),
  },
  teacherLanding: {
    access: 'protected',
    roles: ['TEACHER'],
    dashboard: true,
    title: 'teacherLanding',
    page: page(
      () => import('./teacher/TeacherLandingPage.tsx'),
      (m) => m.TeacherLandingPage,
    ),
  },
  dashboard: { access: 'protected' },
  dashboardWorkshops: {
    access: 'protected',
    dashboard: true,
    title: 'dashboardWorkshops',
    page: page(
      () => import('../features/events/pages/WorkshopsPage.tsx'),
      (m) => m.WorkshopsPage,
    ),
  },
  dashboardNotes: { access: 'protected', dashboard: true, title: 'dashboardNotes', page: notesPage },
  dashboardDocuments: { access: 'protected', dashboard: true, title: 'dashboardDocuments', page: documentsPage },
  dashboardWeblinks: {
    access: 'protected',
    dashboard: true,
    title: 'dashboardWeblinks',
    page: page(
      () => import('../features/weblinks/pages/WeblinksPage.tsx'),
      (m) => m.WeblinksPage,
    ),
  },
  dashboardFeedback: {
    access: 'protected',
    dashboard: true,
    title: 'dashboardFeedback',
    page: page(
      () => import('./dashboard/FeedbackHomePage.tsx'),
      (m) => m.FeedbackHomePage,
    ),
  },
  dashboardFeedbackItem: {
    access: 'protected',
    dashboard: true,
    title: 'dashboardFeedbackItem',
    page: page(
      () => import('./dashboard/FeedbackItemPage.tsx'),
      (m) => m.FeedbackItemPage,
    ),
  },
  dashboardSummaryItem: {
    access: 'protected',
    dashboard: true,
    title: 'dashboardSummaryItem',
    page: page(
      () => import('../features/feedback/pages/SummaryPage.tsx'),
      (m) => m.SummaryPage,
    ),
  },
  dashboardCommunity: {
    access: 'protected',
    dashboard: true,
    title: 'dashboardCommunity',
    page: page(
      () => import('../features/social/pages/CommunityPage.tsx'),
      (m) => m.CommunityPage,
    ),
  },
  dashboardCommunityUser: {
    access: 'protected',
    dashboard: true,
    title: 'dashboardCommunityUser',
    page: page(
      () => import('./dashboard/CommunityUserWithLinks.tsx'),
      (m) => m.CommunityUserWithLinks,
    ),
  },
  dashboardConnections: {
    access: 'protected',
    dashboard: true,
    title: 'dashboardConnections',
    page: page(
      () => import('../features/social/pages/ConnectionsPage.tsx'),
      (m) => m.ConnectionsPage,
    ),
  },
  dashboardConnectionsUser: {
    access: 'protected',
    dashboard: true,
    title: 'dashboardConnectionsUser',
    page: page(
      () => import('../features/social/pages/ConnectionsUserPage.tsx'),
      (m) => m.ConnectionsUserPage,
    ),
  },
  ...vocabularyRoutes,
  // dashboardStickyNotes, dashboardStickyNotesTeacher and dashboardLiveBoards (workspace/workspace-routes.ts).
  ...boardRoutes,
  // home, dashboardSummary and bubble (progress/progress-routes.ts).
  ...progressRoutes,
  // pricing, payment, paymentConnect, checkoutSuccess and subscription (billing/billing-routes.ts).
  ...billingRoutes,
  // adminCoupons (coupons/coupon-routes.ts).
  ...couponRoutes,
  // adminAffiliates (affiliates/affiliate-routes.ts).
  ...affiliateRoutes,
  // adminCampaigns (campaigns/campaign-routes.ts).
  ...campaignRoutes,
  dashboardInterview: {
    access: 'protected',
    dashboard: true,
    title: 'dashboardInterview',
    page: page(
      () => import('../features/interview/pages/InterviewHomePage.tsx'),
      (m) => m.InterviewHomePage,
    ),
  },
  workshop: {
    access: 'protected',
    title: 'workshop',
    page: page(
      () => import('../features/interview/pages/WorkshopPage.tsx'),
      (m) => m.WorkshopPage,
      (m) => m.workshopLoader,
    ),
  },
};
