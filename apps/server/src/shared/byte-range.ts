import type { FastifyReply, FastifyRequest } from 'fastify';

/** One satisfiable byte range of a `Range: bytes=…` header; anything else is served whole. */
export function byteRange(header: string | undefined, size: number): { start: number; end: number } | null {
  const match = header?.match(/^bytes=(\d*)-(\d*)$/);
  if (!match || size === 0 || (match[1] === '' && match[2] === '')) return null;
  const [from, to] = [match[1]!, match[2]!];
  const start = from === '' ? Math.max(0, size - Number(to)) : Number(from);
  const end = from === '' || to === '' ? size - 1 : Math.min(Number(to), size - 1);
  return start <= end && start < size ? { start, end } : null;
}

/** Sends `data` whole, or the one range asked for (206): a player seeks in long audio or video without loading all of it. */
export function sendRanged(request: FastifyRequest, reply: FastifyReply, data: Uint8Array) {
  const range = byteRange(request.headers.range, data.byteLength);
  reply.header('accept-ranges', 'bytes');
  if (!range) return reply.send(Buffer.from(data));
  return reply
    .status(206)
    .header('content-range', `bytes ${range.start}-${range.end}/${data.byteLength}`)
    .send(Buffer.from(data.subarray(range.start, range.end + 1)));
}
