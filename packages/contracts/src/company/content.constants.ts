/**
 * What the Team plan sells beyond seats (issue 22 §1; ADR 0073): the organisation's own interview questions, its
 * training videos in collections, and its members' progress.
 */

/** Custom questions an organisation may keep (both workshops together). */
export const COMPANY_QUESTIONS_MAX = 300;
/** A custom question's id in a practice session: never one of the banks' (JI-001, IELTS-001). */
export const TEAM_QUESTION_PREFIX = 'TEAM-';
export const teamQuestionId = (id: number) => `${TEAM_QUESTION_PREFIX}${id}`;

export const COMPANY_COLLECTIONS_MAX = 50;
export const COMPANY_VIDEOS_MAX = 300;
export const VIDEO_TITLE_MAX = 120;
export const COLLECTION_NAME_MAX = 60;
/**
 * An uploaded video is kept whole by the storage port and read whole to be served, so uploads are for short clips;
 * longer training videos are linked from YouTube or Vimeo.
 */
export const VIDEO_UPLOAD_MAX_BYTES = 50 * 1024 * 1024;
export const VIDEO_UPLOAD_TYPES = ['video/mp4', 'video/webm'] as const;
export const VIDEO_PROVIDERS = ['youtube', 'vimeo'] as const;
/** How long a member's address of an uploaded video plays; the member must still belong to the organisation. */
export const VIDEO_URL_HOURS = 6;

export const COMPANY_CONTENT_TEXTS = {
  questionNotFound: 'This question does not exist',
  tooManyQuestions: `An organisation can keep at most ${COMPANY_QUESTIONS_MAX} questions`,
  cueCardRule: 'A part 2 question has a cue card of four prompts; parts 1 and 3 have none',
  questionTooShort: 'A question has 10 to 400 characters',
  difficultyRange: 'Difficulty is a number from 0 to 1',
  collectionNotFound: 'This collection does not exist',
  collectionNameRequired: 'Please give the collection a name',
  collectionNameTooLong: `A collection name can have at most ${COLLECTION_NAME_MAX} characters`,
  tooManyCollections: `An organisation can have at most ${COMPANY_COLLECTIONS_MAX} collections`,
  videoNotFound: 'This video does not exist',
  videoTitleRequired: 'Please give the video a title',
  videoTitleTooLong: `A title can have at most ${VIDEO_TITLE_MAX} characters`,
  videoLinkInvalid: 'Please enter a YouTube or Vimeo link',
  tooManyVideos: `An organisation can have at most ${COMPANY_VIDEOS_MAX} videos`,
  videoFileRequired: 'Please choose an MP4 or WebM video to upload',
  videoFileType: 'Only MP4 or WebM videos can be uploaded',
  videoFileTooBig: `A video can be at most ${VIDEO_UPLOAD_MAX_BYTES / 1024 / 1024} MB: link longer videos from YouTube or Vimeo`,
  videoLinkExpired: 'This video link has expired. Open the videos page again.',
  arrangementStale: 'The videos changed meanwhile. Reload the page and arrange them again.',
} as const;
