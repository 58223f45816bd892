/**
 * Live boards (issue 21; spec platform §2 `/dashboard/live_boards`): whiteboards a person keeps, drawn on the board
 * the live rooms use — their own, or a copy of a room's board saved from the room. Numbers are ours (ADR 0065).
 */
export const LIVE_BOARDS_PREFIX = '/api/v1/sdk/live_boards';

export const LIVE_BOARD_TITLE_MAX = 120;
export const LIVE_BOARDS_PER_USER_MAX = 100;

/** Sentences the server answers and the pages show. */
export const LIVE_BOARDS_TEXTS = {
  notFound: 'This board does not exist',
  titleRequired: 'Please give the board a name',
  titleTooLong: `A board name can have at most ${LIVE_BOARD_TITLE_MAX} characters`,
  tooMany: `You can keep at most ${LIVE_BOARDS_PER_USER_MAX} boards. Please delete some first`,
  roomBoardEmpty: 'There is nothing on this board to save yet',
} as const;
