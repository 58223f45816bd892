/**
 * Weblinks (issue 21; spec platform §3–§5, §7): a learner's saved links, searchable, shareable with people they
 * follow and, for a teacher, with their classrooms (ADR 0065). Numbers and paths the spec does not give are ours (ADR 0061).
 */
export const WEBLINKS_PREFIX = '/api/v1/sdk/weblinks';

/** Spec §4–§5: a title and each tag at most 255 characters. */
export const WEBLINK_TITLE_MAX = 255;
export const WEBLINK_TAG_MAX = 255;
/** Ours: what browsers and servers reliably carry. */
export const WEBLINK_LINK_MAX = 2048;
export const WEBLINK_TAGS_MAX = 20;
export const WEBLINK_SHARES_MAX = 100;
/** A teacher has at most 20 classrooms (ADR 0059). */
export const WEBLINK_CLASSROOM_SHARES_MAX = 20;
export const WEBLINKS_PER_USER_MAX = 2000;
export const WEBLINK_QUERY_MAX = 255;

/** Sentences the server answers and the pages show. */
export const WEBLINK_TEXTS = {
  linkRequired: 'Please enter a link',
  linkInvalid: 'Please enter a web address, such as example.com',
  linkTooLong: `A link can have at most ${WEBLINK_LINK_MAX} characters`,
  titleTooLong: `A title can have at most ${WEBLINK_TITLE_MAX} characters`,
  tagTooLong: `A tag can have at most ${WEBLINK_TAG_MAX} characters`,
  tooManyTags: `A link can have at most ${WEBLINK_TAGS_MAX} tags`,
  tooManyShares: `A link can be shared with at most ${WEBLINK_SHARES_MAX} people`,
  shareNotFollowed: 'You can share a link only with people you follow',
  tooManyClassroomShares: `A link can be shared with at most ${WEBLINK_CLASSROOM_SHARES_MAX} classrooms`,
  shareNotOwnClassroom: 'You can share a link only with your own classrooms',
  tooManyLinks: `You can save at most ${WEBLINKS_PER_USER_MAX} links. Delete some to save new ones`,
  notFound: 'This link does not exist',
  userNotFound: 'This user does not exist',
} as const;
