import * as z from 'zod/mini';
import { discussionTopicSchema, type DiscussionTopic } from '@parley/contracts';
import bank from './topic-bank.json' with { type: 'json' };

/**
 * The questions a live event's pairs and small groups talk about, with follow-ups and phrases to help them say it,
 * at four CEFR levels (1 A2 to 4 C1). Parsed when the module loads: TypeScript types the JSON loosely (a level is
 * any number), and a bad edit to the bank should stop the server and fail the tests, not surface mid-event.
 */
export const TOPIC_BANK: readonly DiscussionTopic[] = Object.freeze(z.array(discussionTopicSchema).parse(bank));
