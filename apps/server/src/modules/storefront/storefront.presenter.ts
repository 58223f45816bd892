import { TEACHER_CURRENCY, teacherPlanId, type MyHomepage, type TeacherHomepage, type WaitlistEntry } from '@parley/contracts';
import type { teacherWaitlist } from '../../db/schema/index.ts';
import type { HomepageWithTeacher } from './storefront.store.ts';

/** Where no slots were set, the page shows none, in UTC. */
const NO_AVAILABILITY = { group_size: 1, timezone: 'UTC', slots: [] };

export function presentHomepage(
  { homepage: h, teacherName, teacherProfile: p }: HomepageWithTeacher,
  rating: TeacherHomepage['rating'] = null,
): TeacherHomepage {
  return {
    url: h.url,
    name: h.name,
    teacher_name: teacherName,
    welcome_message: h.welcomeMessage,
    video_url: h.videoUrl,
    thumbnail: h.thumbnail,
    price: h.price,
    currency: TEACHER_CURRENCY,
    features: h.features,
    visible_prices: h.visiblePrices,
    expected_days: h.expectedDays,
    profile_pic: h.profilePic,
    user_id: h.userId,
    color: h.color,
    faq_color: h.faqColor,
    ai_price: h.aiPrice,
    basic_plan_id: teacherPlanId(h.userId, 'basic'),
    premium_plan_id: teacherPlanId(h.userId, 'premium'),
    ai_plan_id: teacherPlanId(h.userId, 'ai'),
    accepting_students: h.acceptingStudents,
    focus: h.focus,
    offers: h.offers,
    // Availability saved before lessons were bookable has no group size: one student a lesson.
    availability: h.availability ? { ...h.availability, group_size: h.availability.group_size ?? 1 } : NO_AVAILABILITY,
    videos: h.videos,
    teaching: {
      experience: p?.experience ?? null,
      teaching_style: p?.teaching_style ?? null,
      tags: p?.tags ?? [],
      video_link: p?.video_link ?? null,
      price_per_hour: p?.price_per_hour ?? null,
    },
    rating,
  };
}

export const presentMyHomepage = (row: HomepageWithTeacher, waitlistCount: number): MyHomepage => ({
  ...presentHomepage(row),
  max_subscribers: row.homepage.maxSubscribers,
  waitlist_count: waitlistCount,
});

export const presentWaitlistEntry = (row: typeof teacherWaitlist.$inferSelect): WaitlistEntry => ({
  email: row.email,
  name: row.name,
  message: row.message,
  user_id: row.userId,
  created_at: row.createdAt.toISOString(),
});
