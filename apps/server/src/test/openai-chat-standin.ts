import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

interface ChatRequest {
  model: string;
  response_format?: { type: string };
  messages: { role: string; content: string }[];
}

/**
 * An OpenAI-compatible chat completions server is a third-party service we cannot run here: this stands in for it,
 * answering POST /chat/completions with what the test queued (an object, sent as the message's JSON content; a
 * status; or a delay), and recording each request.
 */
export async function startOpenAiChatStandIn() {
  const seen: ChatRequest[] = [];
  const queue: { status: number; content?: unknown; delayMs?: number }[] = [];
  const server = createServer((req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString()));
    req.on('end', () => {
      seen.push(JSON.parse(body) as ChatRequest);
      const next = queue.shift() ?? { status: 500 };
      if (next.status !== 200) return void res.writeHead(next.status).end('{"error":{"message":"stand-in failure"}}');
      const answer = () =>
        res
          .writeHead(200, { 'content-type': 'application/json' })
          .end(JSON.stringify({ choices: [{ message: { role: 'assistant', content: JSON.stringify(next.content) } }] }));
      setTimeout(answer, next.delayMs ?? 0).unref();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`,
    seen,
    answer: (content: unknown) => void queue.push({ status: 200, content }),
    answerLate: (delayMs: number, content: unknown) => void queue.push({ status: 200, delayMs, content }),
    fail: (status: number) => void queue.push({ status }),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
