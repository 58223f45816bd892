import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

const key = (audio: Uint8Array) => createHash('sha256').update(audio).digest('hex');

/**
 * OpenAI's audio API is a third-party cloud we cannot call here: this stands in for it (or for a self-hosted
 * Whisper server speaking the same API). POST /audio/transcriptions answers verbose_json with word timestamps for
 * clips it was taught (`teach(audio, text)`: words spread evenly over the clip), an empty transcript otherwise;
 * POST /audio/speech answers half a second of MP3 tone. Every request is recorded; `failNext()` makes one fail.
 */
export async function startOpenAiSpeechStandIn() {
  const seen: { path: string; authorization?: string; fields: Record<string, string>; fileBytes?: number }[] = [];
  const known = new Map<string, string>();
  const tone = execFileSync('ffmpeg', [
    '-loglevel',
    'error',
    '-f',
    'lavfi',
    '-i',
    'sine=frequency=440:duration=0.5',
    '-c:a',
    'libmp3lame',
    '-f',
    'mp3',
    'pipe:1',
  ]);
  let failures = 0;
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', async () => {
      const body = Buffer.concat(chunks);
      const fields: Record<string, string> = {};
      let file: Uint8Array | undefined;
      if (req.headers['content-type']?.startsWith('multipart/form-data')) {
        const form = await new Response(body, { headers: { 'content-type': req.headers['content-type'] } }).formData();
        for (const [name, value] of form) {
          if (typeof value === 'string') fields[name] = value;
          else file = new Uint8Array(await value.arrayBuffer());
        }
      } else if (body.length) {
        Object.assign(fields, JSON.parse(body.toString()) as Record<string, string>);
      }
      seen.push({ path: req.url ?? '', authorization: req.headers.authorization, fields, fileBytes: file?.byteLength });
      if (failures > 0) {
        failures -= 1;
        res.writeHead(500, { 'content-type': 'application/json' }).end('{"error":{"message":"stand-in failure"}}');
        return;
      }
      if (req.url === '/audio/transcriptions' && file) {
        const text = known.get(key(file)) ?? '';
        const seconds = Math.max(0, (file.byteLength - 44) / 32_000);
        const words = text.split(' ').filter(Boolean);
        const step = words.length ? seconds / words.length : 0;
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(
          JSON.stringify({
            task: 'transcribe',
            language: 'english',
            duration: seconds,
            text,
            words: words.map((word, i) => ({ word, start: i * step, end: (i + 0.9) * step })),
          }),
        );
        return;
      }
      if (req.url === '/audio/speech') {
        res.writeHead(200, { 'content-type': 'audio/mpeg' }).end(tone);
        return;
      }
      res.writeHead(404).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    seen,
    teach: (audio: Uint8Array, text: string) => void known.set(key(audio), text),
    failNext: () => void (failures += 1),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
