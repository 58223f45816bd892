/**
 * The video a page sends and receives, read from every RTCPeerConnection it makes (mesh links, a Janus publisher and
 * subscription alike): frames encoded and decoded so far per RTP stream, and their size. Nothing in the app is
 * switched on for this; the pages' connections are noted by an init script.
 */
import type { BrowserContext, Page } from '@playwright/test';

export interface StreamCount {
  /** Unique within the page: connection index and stats id. */
  key: string;
  frames: number;
  width: number;
  /** Outbound only: why the encoder sends less than asked (cpu, bandwidth, none). */
  limitation?: string;
}

export interface PageVideo {
  inbound: StreamCount[];
  outbound: StreamCount[];
}

/** The browser globals the page-side functions touch (this workspace is type-checked without the DOM library). */
interface Stat {
  id: string;
  type: string;
  kind?: string;
  framesDecoded?: number;
  framesEncoded?: number;
  frameWidth?: number;
  qualityLimitationReason?: string;
}
interface Connection {
  connectionState: string;
  getStats(): Promise<{ forEach(fn: (report: Stat) => void): void }>;
}
interface PageGlobals {
  RTCPeerConnection: new (config?: unknown) => Connection;
  __benchConnections?: Connection[];
}

function noteConnections() {
  const page = globalThis as unknown as PageGlobals;
  const connections: Connection[] = [];
  page.__benchConnections = connections;
  const Native = page.RTCPeerConnection;
  page.RTCPeerConnection = class extends Native {
    constructor(config?: unknown) {
      super(config);
      connections.push(this);
    }
  };
}

export async function watchConnections(context: BrowserContext): Promise<void> {
  await context.addInitScript(noteConnections);
}

export function pageVideo(page: Page): Promise<PageVideo> {
  return page.evaluate(async () => {
    const result: PageVideo = { inbound: [], outbound: [] };
    const connections = (globalThis as unknown as PageGlobals).__benchConnections ?? [];
    for (const [index, pc] of connections.entries()) {
      if (pc.connectionState === 'closed') continue;
      (await pc.getStats()).forEach((s) => {
        if (s.kind !== 'video') return;
        const key = `${index}:${s.id}`;
        if (s.type === 'inbound-rtp') result.inbound.push({ key, frames: s.framesDecoded ?? 0, width: s.frameWidth ?? 0 });
        if (s.type === 'outbound-rtp')
          result.outbound.push({
            key,
            frames: s.framesEncoded ?? 0,
            width: s.frameWidth ?? 0,
            limitation: s.qualityLimitationReason ?? 'none',
          });
      });
    }
    return result;
  });
}

export interface StreamRates {
  /** Streams whose frame count grew over the window. */
  streams: number;
  /** Frames per second of each such stream. */
  fps: number[];
  /** Width in pixels of each such stream at the window's end. */
  widths: number[];
  /** Outbound: the streams' quality limitation reasons at the end. */
  limitations: string[];
}

/** Per page and direction, which streams moved between two readings, and how fast. */
export function ratesBetween(start: StreamCount[], end: StreamCount[], seconds: number): StreamRates {
  const before = new Map(start.map((s) => [s.key, s.frames]));
  const moving = end.filter((s) => s.frames > (before.get(s.key) ?? 0));
  return {
    streams: moving.length,
    fps: moving.map((s) => (s.frames - (before.get(s.key) ?? 0)) / seconds),
    widths: moving.map((s) => s.width),
    limitations: moving.map((s) => s.limitation ?? ''),
  };
}
