import { AUTH_TEXTS, notificationApi, notificationStreamMessageSchema, type NotificationStreamMessage } from '@parley/contracts';
import { ApiError } from '../../../lib/api/api-error.ts';
import { withAccessToken } from '../../../lib/api/client.ts';

interface Handlers {
  /** The stream (re)opened: the unread count now, as anything may have come while it was closed. */
  onReady(unread: number): void;
  onNotification(message: NotificationStreamMessage): void;
}

const RETRY_MS = [1_000, 5_000, 15_000, 30_000];

/** One event of a server-sent event stream: its name and its data line. */
function parseEvent(frame: string) {
  const event = /^event: (.+)$/m.exec(frame)?.[1];
  const data = /^data: (.+)$/m.exec(frame)?.[1];
  return event && data ? { event, data: JSON.parse(data) as unknown } : null;
}

async function open(signal: AbortSignal): Promise<Response> {
  return withAccessToken(async (token) => {
    const res = await fetch(notificationApi.stream.path, { headers: { authorization: `Bearer ${token}` }, signal });
    if (res.status === 401) throw new ApiError(401, 'UNAUTHORIZED', AUTH_TEXTS.sessionExpired);
    if (!res.ok || !res.body) throw new ApiError(res.status, 'INTERNAL_ERROR', 'stream refused');
    return res;
  });
}

/**
 * Reads the member's notification stream until `signal` aborts, opening it again after a drop (a deploy, a network
 * change, the server ending it when the session changed), later each time it fails in a row. `fetch` rather than
 * EventSource, so the access token goes in a header, not the address.
 */
export async function followNotifications(signal: AbortSignal, handlers: Handlers) {
  let failures = 0;
  while (!signal.aborted) {
    try {
      const res = await open(signal);
      failures = 0;
      const reader = res.body!.pipeThrough(new TextDecoderStream()).getReader();
      let buffer = '';
      for (;;) {
        const { value, done } = await reader.read();
        if (done) break;
        buffer += value;
        let end: number;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const parsed = parseEvent(buffer.slice(0, end));
          buffer = buffer.slice(end + 2);
          if (parsed?.event === 'ready') handlers.onReady((parsed.data as { unread: number }).unread);
          if (parsed?.event === 'notification') {
            const message = notificationStreamMessageSchema.safeParse(parsed.data);
            if (message.success) handlers.onNotification(message.data);
          }
        }
      }
    } catch (err) {
      if (signal.aborted) return;
      // Signed out for good: nothing to follow until the next sign-in mounts the bell again.
      if (err instanceof ApiError && err.status === 401) return;
      failures++;
    }
    const wait = RETRY_MS[Math.min(failures, RETRY_MS.length - 1)]!;
    await new Promise((resolve) => setTimeout(resolve, wait));
  }
}
