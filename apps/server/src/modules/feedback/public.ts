/** What the app wires from feedback into other modules (the live hints answer the recordings module's uploads). */
export { createFeedbackParts, type FeedbackParts } from './feedback.parts.ts';
