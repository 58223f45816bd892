/** 'third-person-s' → 'Third person s': finding kinds are slugs of our own categories and sound rules. */
export const readableSlug = (slug: string) => slug.charAt(0).toUpperCase() + slug.slice(1).replace(/[-_]/g, ' ');
