export type BusHandler = (message: unknown) => void;

/**
 * Publish/subscribe between the instances of one deployment. A publisher's own subscribers hear a
 * message at once (read-your-writes inside an instance); other instances hear it through the broker.
 */
export interface BusPort {
  readonly driver: 'memory' | 'redis';
  publish(channel: string, message: unknown): Promise<void>;
  /** Returns the unsubscribe function. */
  subscribe(channel: string, handler: BusHandler): Promise<() => Promise<void>>;
  ping(): Promise<void>;
  close(): Promise<void>;
}
