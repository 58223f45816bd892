import { TZDate } from '@date-fns/tz';
import { BOOKING_WINDOW_DAYS, WEEKDAYS, type Availability } from '@parley/contracts';

const DAY_MS = 24 * 60 * 60 * 1000;

export interface SlotTime {
  startsAt: Date;
  endsAt: Date;
}

/**
 * Every occurrence of the teacher's weekly slots that starts within the booking window from `now`, in the teacher's
 * time zone (a slot at 18:00 in London stays at 18:00 there across a clock change), earliest first.
 */
export function upcomingSlots(availability: Availability, now: Date): SlotTime[] {
  const { timezone } = availability;
  const today = new TZDate(now.getTime(), timezone);
  const result: SlotTime[] = [];
  for (let offset = 0; offset <= BOOKING_WINDOW_DAYS; offset++) {
    const day = new TZDate(today.getFullYear(), today.getMonth(), today.getDate() + offset, timezone);
    // getDay: 0 is Sunday; WEEKDAYS starts on Monday.
    const weekday = WEEKDAYS[(day.getDay() + 6) % 7];
    for (const slot of availability.slots.filter((s) => s.day === weekday)) {
      const at = (time: string) => {
        const [hours, minutes] = time.split(':').map(Number) as [number, number];
        return new Date(new TZDate(day.getFullYear(), day.getMonth(), day.getDate(), hours, minutes, timezone).getTime());
      };
      const startsAt = at(slot.start);
      if (startsAt > now && startsAt.getTime() <= now.getTime() + BOOKING_WINDOW_DAYS * DAY_MS) {
        result.push({ startsAt, endsAt: at(slot.end) });
      }
    }
  }
  return result.sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime());
}

/** Monday 00:00 UTC of the week holding `at`: Basic's three lessons are counted per such week. */
export function weekStartUtc(at: Date): Date {
  const day = new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate()));
  return new Date(day.getTime() - ((day.getUTCDay() + 6) % 7) * DAY_MS);
}

export function dayStartUtc(at: Date): Date {
  return new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate()));
}

/** The period a plan's allowance is counted in, around a lesson's start: a week for Basic, a day for Premium. */
export function allowancePeriod(tier: 'basic' | 'premium', at: Date): { from: Date; until: Date } {
  const from = tier === 'basic' ? weekStartUtc(at) : dayStartUtc(at);
  return { from, until: new Date(from.getTime() + (tier === 'basic' ? 7 : 1) * DAY_MS) };
}
