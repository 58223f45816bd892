import type { APIRequestContext, Browser, BrowserContext, Page, TestInfo } from '@playwright/test';
import { accessTokenByApi, AUTH_API, SESSION_KEY, TEACHER, verifiedUserByApi } from '../support/app.ts';
import { ACCEPTED_CONSENT, CONSENT_KEY, expect, seedStorage } from '../support/fixtures.ts';

/** The web app's browser-test flag (apps/web/src/features/live/media/test-hooks.ts). */
const E2E_MEDIA_FLAG = 'parley.e2e-media';
const EVENT_API = '/api/v1/sdk/event';

export interface Account {
  email: string;
  password: string;
}

export interface Participant {
  page: Page;
  id: number;
  name: string;
  /** Kinds of the signals this page sent that were lost on the way (`loseFirstDescription`). */
  lost: string[];
  /** Texts of the ERROR messages the live socket brought this page (a toast each, gone a few seconds later). */
  socketErrors: string[];
}

export interface EnterOptions {
  /** A browser language, such as es-ES. */
  locale?: string;
  /** The first offer or answer the page sends over the live socket never reaches the server. */
  loseFirstDescription?: boolean;
  /** What the context answers itself before the page opens (sites on the internet, through context.route). */
  prepare?: (context: BrowserContext) => Promise<void>;
  /** How long the room may take to show its controls; 45 s unless said. */
  readyTimeout?: number;
}

/** Drops the first SIGNAL offer or answer `context`'s pages send on the live socket; the kinds lost land in `lost`. */
async function loseFirstDescription(context: BrowserContext, lost: string[]) {
  await context.routeWebSocket(/\/event\/ws\?/, (ws) => {
    const server = ws.connectToServer();
    ws.onMessage((message) => {
      const signal = signalKind(message);
      if (lost.length === 0 && (signal === 'offer' || signal === 'answer')) return void lost.push(signal);
      server.send(message);
    });
  });
}

function signalKind(message: string | Buffer): string | undefined {
  try {
    const parsed = JSON.parse(message.toString()) as { type?: string; payload?: { data?: { kind?: string } } };
    return parsed.type === 'SIGNAL' ? parsed.payload?.data?.kind : undefined;
  } catch {
    return undefined;
  }
}

/**
 * After each live test: the pages' errors fail a test that passed otherwise; a failed test gets a screenshot of each
 * participant's page and the errors printed.
 */
export async function checkPagesAfter(testInfo: TestInfo) {
  const pages = opened.splice(0);
  const errors = pageErrors.splice(0);
  try {
    if (testInfo.status === testInfo.expectedStatus) return expect(errors, 'errors in the pages').toEqual([]);
    console.log(errors.join('\n'));
    for (const [index, page] of pages.entries())
      await page.screenshot({ path: testInfo.outputPath(`participant-${index}.png`) }).catch(() => undefined);
  } finally {
    // Contexts made on the worker's browser outlive the test unless closed: left open, each kept its live room,
    // camera and peer connections running through every later media test (a load of 60 on two cores).
    for (const page of pages) await page.context().close();
  }
}

/** Every page the live tests opened, for screenshots of a failure. */
export const opened: Page[] = [];
/** Uncaught errors and console errors of those pages; a test fails on any (like the default page's fixture). */
export const pageErrors: string[] = [];

/** A live event hosted by the seeded teacher: created two minutes ahead, then started now. */
export async function liveEventByApi(request: APIRequestContext): Promise<{ eventId: string; shortId: string }> {
  const headers = { authorization: `Bearer ${await accessTokenByApi(request, TEACHER)}` };
  const start = new Date(Date.now() + 2 * 60_000);
  const created = await request.post(`${EVENT_API}/event`, {
    headers,
    data: {
      event_title: `Live room test ${Date.now().toString(36)}`,
      event_language: 'en',
      proficiency: 4,
      start_time_utc: start.toISOString(),
      end_time_utc: new Date(start.getTime() + 60 * 60_000).toISOString(),
      lesson_link: null,
      event_description: null,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const event = (await created.json()) as { event_id: string; short_event_id: string };
  const started = await request.post(`${EVENT_API}/start_now`, { headers, data: { event_id: event.event_id } });
  expect(started.status(), await started.text()).toBe(200);
  return { eventId: event.event_id, shortId: event.short_event_id };
}

/** A new learner with a name to find on tiles. */
export async function learnerByApi(request: APIRequestContext, fullName: string): Promise<Account> {
  return verifiedUserByApi(request, { full_name: fullName });
}

/**
 * A browser context of its own (own storage, own fake devices, `options`) signed in as `account`, with the media
 * test flag set, on the live room of `eventId`. Uncaught page errors fail the test.
 */
export async function enterLiveRoom(
  browser: Browser,
  request: APIRequestContext,
  account: Account,
  eventId: string,
  options: EnterOptions = {},
): Promise<Participant> {
  const res = await request.post(`${AUTH_API}/login`, { data: { email: account.email, password: account.password } });
  expect(res.status(), await res.text()).toBe(200);
  const session = (await res.json()) as { user: { id: number; display_name: string | null; username: string } };
  const context = await browser.newContext({ locale: options.locale });
  const lost: string[] = [];
  if (options.loseFirstDescription) await loseFirstDescription(context, lost);
  await options.prepare?.(context);
  await seedStorage(context, [
    [SESSION_KEY, JSON.stringify(session)],
    [CONSENT_KEY, JSON.stringify(ACCEPTED_CONSENT)],
    [E2E_MEDIA_FLAG, '1'],
  ]);
  const page = await context.newPage();
  opened.push(page);
  const socketErrors: string[] = [];
  page.on('websocket', (ws) =>
    ws.on('framereceived', ({ payload }) => {
      for (const [, text] of String(payload).matchAll(/"type":"ERROR".*?"message":"([^"]*)"/g)) socketErrors.push(text!);
    }),
  );
  page.on('pageerror', (error) => pageErrors.push(`[user ${session.user.id}] ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error' && !message.text().startsWith('Failed to load resource:'))
      pageErrors.push(`[user ${session.user.id}] ${message.text()}`);
  });
  await page.goto(`/live/${eventId}`);
  // The fifth browser of a room waits on two slow cores that four video encoders share: 20 s was not enough there.
  await expect(page.getByRole('navigation', { name: 'Room controls' })).toBeVisible({ timeout: options.readyTimeout ?? 45_000 });
  return { page, id: session.user.id, name: session.user.display_name || session.user.username, lost, socketErrors };
}

/** Where the app's browser-test flag exposes each kind of connection (apps/web/src/features/live/media/test-hooks.ts). */
const REGISTRIES = { cameras: '__parleyPeers', screens: '__parleyScreens' } as const;

/**
 * Frames decoded so far from each peer's video, by peer id (through the tab's own RTCPeerConnections): their
 * cameras, or with `screens` the screens they share (ADR 0051).
 */
export function framesDecoded(page: Page, links: 'cameras' | 'screens' = 'cameras'): Promise<Record<string, number>> {
  return page.evaluate(async (registry) => {
    interface Stat {
      type: string;
      kind?: string;
      framesDecoded?: number;
    }
    const result: Record<string, number> = {};
    const peers = (globalThis as unknown as Record<string, Map<number, { getStats(): Promise<Map<string, Stat>> }> | undefined>)[
      registry
    ];
    for (const [peerId, pc] of peers ?? []) {
      let frames = 0;
      (await pc.getStats()).forEach((report) => {
        if (report.type === 'inbound-rtp' && report.kind === 'video') frames += report.framesDecoded ?? 0;
      });
      result[String(peerId)] = frames;
    }
    return result;
  }, REGISTRIES[links]);
}

/**
 * Waits until `viewer` decodes video from every one of `peers`. Joins at once get first frames in 1–5 s
 * (`npm run bench -- live-join`, docs/benchmarks.md); a lost offer is sent again within 7.5 s. The rest is room for
 * six fake-camera streams encoded and decoded on two cores beside another test.
 */
export async function expectVideoFrom(viewer: Participant, peers: Participant[]) {
  await expect
    .poll(
      async () => {
        const frames = await framesDecoded(viewer.page);
        return peers.every((peer) => (frames[String(peer.id)] ?? 0) > 0);
      },
      { timeout: 30_000, message: `video reaches user ${viewer.id}` },
    )
    .toBe(true);
}

export const tileOf = (viewer: Participant, of: Participant) => viewer.page.getByTestId(`tile-${of.id}`);
