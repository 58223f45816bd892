import type { FastifyInstance } from 'fastify';
import { createGrammarChecker, type GrammarChecker } from '@parley/language';
import type { ModuleDeps } from '../module-deps.ts';
import { createLiveHints } from './live-hints/live-hints.service.ts';

/**
 * What the feedback module runs for the whole process: one grammar checker (harper takes seconds to load) shared by
 * the feedback job and the live hints; the live hints answer chunk uploads (the recordings module, wired in app.ts).
 */
export function createFeedbackParts(app: FastifyInstance, deps: ModuleDeps) {
  const { platform, config, db } = deps;
  let checker: Promise<GrammarChecker> | undefined;
  const grammar = () => (checker ??= createGrammarChecker());
  const liveHints = createLiveHints({
    db,
    storage: platform.storage,
    speech: platform.speech,
    grammar,
    log: app.log,
    answerWaitMs: config.LIVE_HINTS_ANSWER_WAIT_MS,
    decoderWaitMs: config.LIVE_HINTS_DECODER_WAIT_MS,
  });
  app.addHook('onClose', async () => {
    await liveHints.close();
    if (checker) await (await checker).close();
  });
  return { grammar, liveHints };
}
export type FeedbackParts = ReturnType<typeof createFeedbackParts>;
