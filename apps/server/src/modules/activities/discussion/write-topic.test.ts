import { ACTIVITIES_PREFIX, type DiscussionTopic, type Event } from '@parley/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MINUTE, call, createEvent, student, teacher, type Member } from '../../../test/event-helpers.ts';
import { startOpenAiChatStandIn } from '../../../test/openai-chat-standin.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { TOPIC_BANK } from './topic-bank.ts';

let t: TestApp;
let standIn: Awaited<ReturnType<typeof startOpenAiChatStandIn>>;
let host: Member;
let event: Event;

const written = {
  category: 'travel',
  question: 'Which city would you like to show a visitor, and why?',
  follow_ups: ['What would you eat there?', 'Where would you take them first?', 'What would you warn them about?'],
  phrases: ['You have to see …', "It's famous for …", 'The best time to go is …'],
};

beforeAll(async () => {
  standIn = await startOpenAiChatStandIn();
  t = await createTestApp({ env: { AI_BASE_URL: standIn.url, AI_API_KEY: 'sk-test', AI_TOPIC_TIMEOUT_MS: '300' } });
  t.clock.set('2026-03-10T10:00:00Z');
  host = await teacher(t);
  event = await createEvent(t, host, {
    proficiency: 2,
    start_time_utc: new Date(t.clock.now().getTime() + 2 * MINUTE).toISOString(),
  });
  t.clock.advance(5 * MINUTE);
  const ann = await student(t);
  for (const who of [host, ann]) expect((await call(t, 'POST', `event/${event.event_id}/join`, who.auth)).statusCode).toBe(200);
  const started = await t.app.inject({
    method: 'POST',
    url: `${ACTIVITIES_PREFIX}/discussion/start`,
    headers: host.auth,
    payload: { event_id: event.event_id },
  });
  expect(started.statusCode, started.body).toBe(200);
});
afterAll(async () => {
  await t.close();
  await standIn.close();
});

async function generate(): Promise<DiscussionTopic> {
  const res = await t.app.inject({
    method: 'POST',
    url: `${ACTIVITIES_PREFIX}/discussion/topic/generate`,
    headers: host.auth,
    payload: { event_id: event.event_id },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ topic: DiscussionTopic }>().topic;
}
const fromBank = (topic: DiscussionTopic) => TOPIC_BANK.some((known) => known.id === topic.id);

describe('topics written by a chat model', () => {
  it("falls back to the bank when the model fails, then takes the model's topic at the room's level, clear of the earlier ones", async () => {
    standIn.fail(500);
    const first = await generate();
    expect(fromBank(first)).toBe(true);

    standIn.answer(written);
    const second = await generate();
    expect(second).toEqual({ id: expect.stringMatching(/^written-[0-9a-f]{16}$/), level: 3, ...written });
    const asked = standIn.seen.at(-1)!.messages[1]!.content;
    expect(asked).toContain('CEFR B2');
    expect(asked).toContain(first.question);
  });

  it('takes a topic from the bank when the answer is late or does not fit a topic card', async () => {
    standIn.answerLate(2_000, written);
    const started = Date.now();
    expect(fromBank(await generate())).toBe(true);
    expect(Date.now() - started).toBeLessThan(1_500);
    standIn.answer({ question: 'Only a question?' });
    expect(fromBank(await generate())).toBe(true);
  });
});
