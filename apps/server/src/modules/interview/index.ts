import type { FastifyInstance } from 'fastify';
import { createRouter } from '../../plugins/router.ts';
import type { ModuleDeps } from '../module-deps.ts';
import { createFollowUpMaker } from './follow-ups.service.ts';
import { interviewRoutes } from './interview.routes.ts';
import { builtInBank, type QuestionBank } from './question-bank.ts';
import { registerInterviewRealtime } from './realtime.socket.ts';

/**
 * Practice workshops: job interview and IELTS speaking (issue 19, ADR 0057); see docs/features/interview.md. The app
 * hands in the bank (the built-in one with each team's own questions, ADR 0073); without one, the built-in bank.
 */
export async function interviewModule(app: FastifyInstance, deps: ModuleDeps & { bank?: QuestionBank }) {
  const { platform } = deps;
  if (deps.config.ROLES.includes('realtime')) registerInterviewRealtime(app, deps);
  if (!deps.config.ROLES.includes('api')) return;
  const followUpsFor = createFollowUpMaker({
    db: deps.db,
    storage: platform.storage,
    speech: platform.speech,
    ai: platform.ai,
    aiTimeoutMs: deps.config.INTERVIEW_AI_TIMEOUT_MS,
  });
  interviewRoutes(createRouter(app, deps), {
    db: deps.db,
    bank: deps.bank ?? builtInBank,
    followUpsFor,
    storage: platform.storage,
  });
}
