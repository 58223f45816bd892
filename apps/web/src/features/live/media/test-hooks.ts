/**
 * Browser tests (e2e/live) set this flag before the page loads. It only exposes this tab's own peer connections
 * (cameras by person, over the mesh or Janus, and the links screens are received on, by sharer) for getStats() and keeps media on
 * 127.0.0.1, which a test machine with other interfaces needs; it grants nothing, and only the browser tests' build
 * reads it (__E2E_HOOKS__).
 */
export const E2E_FLAG_KEY = 'parley.e2e-media';

/** What a browser test reads received media from: a peer connection, or one person's part of a Janus subscription. */
export type StatsSource = Pick<RTCPeerConnection, 'getStats'>;

declare global {
  interface Window {
    __parleyPeers?: Map<number, StatsSource>;
    __parleyScreens?: Map<number, RTCPeerConnection>;
    /** What this tab's Janus client holds (feeds, subscription, connection states), for a failed test to print. */
    __parleyJanus?: () => Promise<unknown>;
  }
}

interface TestHooks {
  loopbackOnly: boolean;
  registry?: Map<number, StatsSource>;
  screenRegistry?: Map<number, RTCPeerConnection>;
}

export function testHooks(): TestHooks {
  if (!__E2E_HOOKS__) return { loopbackOnly: false };
  let on = false;
  try {
    on = localStorage.getItem(E2E_FLAG_KEY) === '1';
  } catch {
    on = false;
  }
  if (!on) return { loopbackOnly: false };
  window.__parleyPeers = new Map();
  window.__parleyScreens = new Map();
  return { loopbackOnly: true, registry: window.__parleyPeers, screenRegistry: window.__parleyScreens };
}
