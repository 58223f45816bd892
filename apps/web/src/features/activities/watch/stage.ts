/**
 * What the room watches is as wide as the room allows up to 960 px, but never taller than about half the screen: the
 * tiles, the host's controls and the control bar stay in view on a laptop.
 */
export const STAGE_MAX_WIDTH = 'min(960px, calc(55dvh * 16 / 9))';
