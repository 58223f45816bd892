import { DISPLAY_NAME_MAX, FULL_NAME_MAX, PROFILE_TEXTS, type UpdateBody, type User } from '@parley/contracts';
import * as z from 'zod/mini';

const ADDRESS_KEYS = ['country', 'city', 'state', 'address', 'zip_code'] as const;

/** The form holds strings only ('' is "not set"), so an untouched field compares equal to what was loaded. */
export const personalSchema = z.object({
  display_name: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, PROFILE_TEXTS.displayNameRequired),
      z.maxLength(DISPLAY_NAME_MAX, PROFILE_TEXTS.displayNameTooLong),
    ),
  full_name: z.string().check(z.maxLength(FULL_NAME_MAX)),
  country: z.string(),
  pronouns: z.string(),
  date_of_birth: z.string(),
  address: z.object({
    country: z.string(),
    city: z.string().check(z.maxLength(100)),
    state: z.string().check(z.maxLength(100)),
    address: z.string().check(z.maxLength(200)),
    zip_code: z.string().check(z.maxLength(20)),
  }),
});
export type PersonalValues = z.input<typeof personalSchema>;

/** A user without a display name starts from the username, which is what others see until one is chosen. */
export function personalValuesOf(user: User): PersonalValues {
  const address = user.address;
  return {
    display_name: user.display_name ?? user.username,
    full_name: user.full_name ?? '',
    country: user.country ?? '',
    pronouns: user.pronouns === null ? '' : String(user.pronouns),
    date_of_birth: user.date_of_birth ?? '',
    address: Object.fromEntries(ADDRESS_KEYS.map((key) => [key, address?.[key] ?? ''])) as PersonalValues['address'],
  };
}

const orNull = (value: string) => value.trim() || null;

export function personalBodyOf(values: PersonalValues): UpdateBody {
  return {
    display_name: values.display_name.trim(),
    full_name: orNull(values.full_name),
    country: orNull(values.country),
    pronouns: values.pronouns ? Number(values.pronouns) : null,
    date_of_birth: orNull(values.date_of_birth),
    address: Object.fromEntries(ADDRESS_KEYS.map((key) => [key, orNull(values.address[key])])) as UpdateBody['address'],
  };
}
