import * as z from 'zod/mini';
import { AiUnavailable, type ChatModelPort } from './port.ts';

const completionSchema = z.object({
  choices: z.array(z.object({ message: z.object({ content: z.nullable(z.string()) }) })).check(z.minLength(1)),
});

/** POST chat/completions in JSON mode (OpenAI, or any server that speaks its API). */
export function createOpenAiChat(options: { baseUrl: string; apiKey?: string | undefined; model: string }): ChatModelPort {
  const url = new URL('chat/completions', options.baseUrl.endsWith('/') ? options.baseUrl : `${options.baseUrl}/`);
  return {
    driver: 'openai',
    available: true,
    async completeJson({ system, user, timeoutMs }) {
      let res: Response;
      try {
        res = await fetch(url, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            ...(options.apiKey ? { authorization: `Bearer ${options.apiKey}` } : {}),
          },
          body: JSON.stringify({
            model: options.model,
            response_format: { type: 'json_object' },
            messages: [
              { role: 'system', content: system },
              { role: 'user', content: user },
            ],
          }),
          signal: AbortSignal.timeout(timeoutMs),
        });
      } catch (err) {
        throw new AiUnavailable(`Chat model unreachable: ${(err as Error).message}`);
      }
      if (!res.ok) throw new AiUnavailable(`Chat model answered ${res.status}`);
      const completion = completionSchema.safeParse(await res.json().catch(() => null));
      const content = completion.success ? completion.data.choices[0]!.message.content : null;
      if (!content) throw new AiUnavailable('Chat model answered without content');
      try {
        return JSON.parse(content) as unknown;
      } catch {
        throw new AiUnavailable('Chat model answered something other than JSON');
      }
    },
  };
}
