import type { HomepageSection, User } from '@parley/contracts';
import type { ComponentType } from 'react';
import { AvailabilitySection } from './AvailabilitySection.tsx';
import { BannerSection } from './BannerSection.tsx';
import { CustomizationSection } from './CustomizationSection.tsx';
import { FeedbackServicesSection } from './FeedbackServicesSection.tsx';
import { OffersSection } from './OffersSection.tsx';
import { PricesSection } from './PricesSection.tsx';
import { TeacherConnectSection } from './TeacherConnectSection.tsx';
import { VideosSection } from './VideosSection.tsx';

/** The teacher's "My Homepage" settings pages, for the settings page the app puts them in (each reads its own data). */
export const HOMEPAGE_SECTION_PAGES: Record<HomepageSection, ComponentType<{ user: User }>> = {
  'my-teacher-bio': BannerSection,
  'custom-options': CustomizationSection,
  'teacher-prices': PricesSection,
  'feedback-services': FeedbackServicesSection,
  'affliation-offers': OffersSection,
  'teacher-connect': TeacherConnectSection,
  availability: AvailabilitySection,
  'my-videos': VideosSection,
};
