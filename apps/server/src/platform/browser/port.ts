/**
 * A browser in the cloud that everyone in a room sees and uses together (the spec's hyperbeam): off by default, where
 * rooms watch together instead (ADR 0056); Hyperbeam when HYPERBEAM_API_KEY is set.
 */
export interface SharedBrowserPort {
  readonly driver: 'off' | 'hyperbeam';
  readonly available: boolean;
  /** A new browser opened on `startUrl`; it ends itself once nobody has watched it for `idleSeconds`. */
  open(request: { startUrl: string; idleSeconds: number }): Promise<SharedBrowserSession>;
  /** Ends the session; one that already ended is not an error. */
  close(sessionId: string): Promise<void>;
  /** Origins the room's page frames the browser from (its CSP). */
  readonly frameOrigins: readonly string[];
}

export interface SharedBrowserSession {
  session_id: string;
  /** What everyone's page frames: the browser itself. */
  embed_url: string;
}

export class SharedBrowserUnavailable extends Error {}
