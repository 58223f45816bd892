import type { Db } from '../../platform/db/port.ts';
import type { MetricsPort } from '../../platform/metrics/index.ts';
import type { EventSockets } from './event-sockets.ts';
import { occupiedRooms } from './live.store.ts';

/**
 * This instance's live sockets, the events they are in and those events' occupied rooms, read when scraped. An event
 * whose people are spread over two instances counts on both.
 */
export function liveMetrics(metrics: MetricsPort, deps: { db: Db; sockets: EventSockets }) {
  metrics.gauge({
    name: 'parley_live_sockets',
    help: 'Live sockets open on this instance',
    labels: [],
    read: () => deps.sockets.census().sockets,
  });
  metrics.gauge({
    name: 'parley_live_events',
    help: 'Events with a live socket open on this instance',
    labels: [],
    read: () => deps.sockets.census().eventIds.length,
  });
  metrics.gauge({
    name: 'parley_live_rooms',
    help: 'Rooms with someone in them (main, breakout, activity) of the events with a live socket on this instance',
    labels: [],
    read: () => {
      const { eventIds } = deps.sockets.census();
      return eventIds.length > 0 ? occupiedRooms(deps.db, eventIds) : 0;
    },
  });
}
