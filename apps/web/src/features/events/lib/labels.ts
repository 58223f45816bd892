import { i18n } from '../../../lib/i18n/index.ts';
import '../texts.ts';

export { shortDateTime as eventTime, timeOfDay as eventTimeOnly } from '../../../lib/format/date-time.ts';

/** A level's name: 0 Beginner … 4 All levels. */
export const levelLabel = (level: number) => i18n.t(`events.levels.${level as 0 | 1 | 2 | 3 | 4}`);
