import type { Browser, BrowserContext, Page } from '@playwright/test';
import { watchConnections } from './media-streams.ts';

export interface Account {
  email: string;
  password: string;
}

export interface TrialResult {
  /** Milliseconds from the shared instant the pages opened the room to the first decoded frame, per viewer and peer. */
  firstFrames: number[];
  /** Viewer→peer pairs without a decoded frame in time. */
  missing: string[];
  /** On a failure: each page's peer connections and the signals its socket carried, for the log. */
  diagnosis: string[];
}

/** The browser globals the page-side functions below touch (this workspace is type-checked without the DOM library). */
interface PeerConnection {
  signalingState: string;
  iceGatheringState: string;
  iceConnectionState: string;
  connectionState: string;
}
interface Tile {
  dataset: { testid?: string };
  textContent: string | null;
  querySelector(selector: 'video'): { readyState: number; videoWidth: number } | null;
}
interface PageGlobals {
  document: { querySelectorAll(selector: string): Iterable<Tile> };
  performance: { timeOrigin: number; now(): number };
  /** Epoch milliseconds of the first decoded frame in each tile, by user id (the watcher below). */
  __benchFirstFrames?: Record<string, number>;
  /** The page's peer connections (media-streams.ts), for the diagnosis of a failure. */
  __benchConnections?: PeerConnection[];
}

/**
 * Runs in every document before the app: notes when each tile's <video> first holds a decoded frame. Nothing in the
 * app is switched on for this.
 */
function watchTiles() {
  const page = globalThis as unknown as PageGlobals;
  const frames: Record<string, number> = {};
  page.__benchFirstFrames = frames;
  setInterval(() => {
    for (const tile of page.document.querySelectorAll('[data-testid^="tile-"]')) {
      const id = tile.dataset.testid!.slice('tile-'.length);
      const video = tile.querySelector('video');
      if (!(id in frames) && video && video.readyState >= 2 && video.videoWidth > 0)
        frames[id] = page.performance.timeOrigin + page.performance.now();
    }
  }, 25);
}

interface Joiner {
  context: BrowserContext;
  page: Page;
  id: string;
  signals: string[];
}

/** A fresh context signed in through the login page, like a person, waiting on the dashboard. */
async function signedIn(browser: Browser, baseURL: string, account: Account): Promise<Joiner> {
  const context = await browser.newContext({ baseURL, locale: 'en-GB' });
  await context.addInitScript(watchTiles);
  await watchConnections(context);
  const page = await context.newPage();
  await page.goto('/login');
  await page.getByRole('button', { name: 'Only necessary' }).click();
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(account.email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await page.waitForURL('**/events');
  const session = await page.evaluate(() => localStorage.getItem('parley.session'));
  const id = String((JSON.parse(session ?? '{}') as { user?: { id?: number } }).user?.id);
  const signals: string[] = [];
  const started = Date.now();
  page.on('websocket', (ws) => {
    const note = (way: string) => (frame: { payload: string | Buffer }) => {
      const kinds = [...String(frame.payload).matchAll(/"kind":"(\w+)"|"type":"(ERROR)"/g)].map((m) => m[1] ?? m[2]);
      if (kinds.length > 0) signals.push(`${Date.now() - started} ms ${way} ${kinds.join(',')}`);
    };
    ws.on('framesent', note('sent'));
    ws.on('framereceived', note('received'));
  });
  return { context, page, id, signals };
}

async function firstFrames(page: Page): Promise<Record<string, number>> {
  return page.evaluate(() => ({ ...(globalThis as unknown as PageGlobals).__benchFirstFrames }));
}

/** Where the page is, what it says, and the state of each of its peer connections. */
async function describePage(page: Page): Promise<string> {
  const texts = await page.locator('h1, h2, [role=alert], [data-testid^="tile-"]').evaluateAll((nodes) =>
    nodes.map((node) => {
      const n = node as unknown as Tile;
      return n.dataset.testid || n.textContent?.trim();
    }),
  );
  const peers = await page.evaluate(() =>
    ((globalThis as unknown as PageGlobals).__benchConnections ?? []).map(
      (pc) => `${pc.signalingState}/${pc.iceGatheringState}/${pc.iceConnectionState}/${pc.connectionState}`,
    ),
  );
  return `${new URL(page.url()).pathname} [${texts.join(' | ')}] peers: ${peers.join(' ') || 'none'}`;
}

/**
 * Signs `accounts` in, each in a context of its own, then opens the live room of `eventId` in all of them at the same
 * instant and waits until every page decodes video from every other one, or `timeoutMs` runs out.
 */
export async function joinTogether(
  browser: Browser,
  baseURL: string,
  accounts: Account[],
  eventId: string,
  timeoutMs: number,
): Promise<TrialResult> {
  const joiners = await Promise.all(accounts.map((account) => signedIn(browser, baseURL, account)));
  try {
    const instant = Date.now();
    await Promise.all(joiners.map((j) => j.page.goto(`/live/${eventId}`)));
    const seen = new Map<Joiner, Record<string, number>>();
    const pending = () => joiners.flatMap((v) => joiners.filter((p) => p !== v && !(p.id in (seen.get(v) ?? {}))));
    while (pending().length > 0 && Date.now() - instant < timeoutMs) {
      await new Promise((r) => setTimeout(r, 250));
      for (const viewer of joiners) seen.set(viewer, await firstFrames(viewer.page));
    }
    const result: TrialResult = { firstFrames: [], missing: [], diagnosis: [] };
    for (const viewer of joiners)
      for (const peer of joiners.filter((p) => p !== viewer)) {
        const at = seen.get(viewer)?.[peer.id];
        if (at === undefined) result.missing.push(`${viewer.id}→${peer.id}`);
        else result.firstFrames.push(at - instant);
      }
    if (result.missing.length > 0)
      for (const j of joiners)
        result.diagnosis.push(`user ${j.id}: ${await describePage(j.page)}`, ...j.signals.map((s) => `  ${s}`));
    return result;
  } finally {
    await Promise.all(joiners.map((j) => j.context.close()));
  }
}
