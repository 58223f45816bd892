import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startOpenAiChatStandIn } from '../../test/openai-chat-standin.ts';
import { createChatModel } from './index.ts';
import { AiUnavailable } from './port.ts';

let standIn: Awaited<ReturnType<typeof startOpenAiChatStandIn>>;
beforeAll(async () => {
  standIn = await startOpenAiChatStandIn();
});
afterAll(() => standIn.close());

const ask = { system: 'Answer in JSON.', user: 'A topic, please.', timeoutMs: 1_000 };

describe('chat model port', () => {
  it('is off without AI_BASE_URL, and says so by refusing', async () => {
    const model = createChatModel({ AI_CHAT_MODEL: 'gpt-4o-mini' });
    expect(model).toMatchObject({ driver: 'off', available: false });
    await expect(model.completeJson(ask)).rejects.toBeInstanceOf(AiUnavailable);
  });

  it("asks an OpenAI-compatible server in JSON mode and answers the message's JSON", async () => {
    const model = createChatModel({ AI_BASE_URL: standIn.url, AI_API_KEY: 'sk-test', AI_CHAT_MODEL: 'gpt-4o-mini' });
    expect(model).toMatchObject({ driver: 'openai', available: true });
    standIn.answer({ question: 'Why?' });
    await expect(model.completeJson(ask)).resolves.toEqual({ question: 'Why?' });
    expect(standIn.seen.at(-1)).toEqual({
      model: 'gpt-4o-mini',
      response_format: { type: 'json_object' },
      messages: [
        { role: 'system', content: ask.system },
        { role: 'user', content: ask.user },
      ],
    });
  });

  it('refuses, never hangs, on an error status, a late answer or a server that is gone', async () => {
    const model = createChatModel({ AI_BASE_URL: standIn.url, AI_CHAT_MODEL: 'gpt-4o-mini' });
    standIn.fail(503);
    await expect(model.completeJson(ask)).rejects.toThrow('Chat model answered 503');
    standIn.answerLate(2_000, { question: 'Too late?' });
    await expect(model.completeJson({ ...ask, timeoutMs: 200 })).rejects.toBeInstanceOf(AiUnavailable);
    const gone = createChatModel({ AI_BASE_URL: 'http://127.0.0.1:9/v1', AI_CHAT_MODEL: 'gpt-4o-mini' });
    await expect(gone.completeJson(ask)).rejects.toBeInstanceOf(AiUnavailable);
  });
});
