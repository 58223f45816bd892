import { startLibreTranslateStandIn } from '@parley/server/test/libretranslate-standin';
import { TRANSLATE_PORT } from './ports.ts';

/** The chat's translation server for the end-to-end run: answers "[target] text", detected as English. */
await startLibreTranslateStandIn(TRANSLATE_PORT);
