/**
 * An answer that carries the server's time, with how far this device's clock is behind it: half the round trip is
 * taken as the way back, so the estimate is off by at most half of it (milliseconds on a good connection).
 */
export async function withServerOffset<T extends { server_now: string }>(
  ask: () => Promise<T>,
): Promise<T & { offset_ms: number }> {
  const sent = Date.now();
  const answer = await ask();
  const received = Date.now();
  return { ...answer, offset_ms: Date.parse(answer.server_now) - (sent + received) / 2 };
}
