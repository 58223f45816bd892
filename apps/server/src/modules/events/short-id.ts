import { randomInt } from 'node:crypto';

const SHORT_ID_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';
/** Eight characters: the live room's WebSocket treats four-character ids as special (spec §7). */
export const newShortId = () => Array.from({ length: 8 }, () => SHORT_ID_ALPHABET[randomInt(SHORT_ID_ALPHABET.length)]).join('');
