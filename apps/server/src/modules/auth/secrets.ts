import { createHash, randomBytes, randomInt } from 'node:crypto';
import { EMAIL_CODE_LENGTH } from '@parley/contracts';

export const sha256 = (value: string) => createHash('sha256').update(value).digest('base64url');
export const randomToken = (bytes = 32) => randomBytes(bytes).toString('base64url');
export const randomCode = () => String(randomInt(0, 10 ** EMAIL_CODE_LENGTH)).padStart(EMAIL_CODE_LENGTH, '0');
