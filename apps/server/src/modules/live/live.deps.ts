import type { PictionaryStroke, Plan, StrokePieces, WhiteboardElement } from '@parley/contracts';
import type { Viewer } from '../../shared/viewer.ts';
import type { BusPort } from '../../platform/bus/port.ts';
import type { Clock } from '../../platform/clock/port.ts';
import type { Db, Tx } from '../../platform/db/port.ts';
import type { MediaServerPort } from '../../platform/media/index.ts';
import type { TranslationPort } from '../../platform/translation/index.ts';
import type { EventsDeps } from '../events/public.ts';
import type { ChatLimiter } from './chat-limiter.ts';
import type { IceConfig } from './ice-servers.ts';
import type { MediaStateWriter } from './media-state.writer.ts';

export interface LiveDeps {
  db: Db;
  bus: BusPort;
  clock: Clock;
  events: EventsDeps;
  chatLimiter: ChatLimiter;
  media: MediaStateWriter;
  translation: TranslationPort;
  activities: ActivityMessages;
  /** Who carries the rooms' media (ADR 0086); its kicks, mutes and closes log their failures rather than throw. */
  mediaServer: MediaServerPort;
}

/** What the activities do with their socket messages (the activities module provides it; app.ts wires it in). */
export interface ActivityMessages {
  whiteboardDraft(viewer: Viewer, eventId: string, elements: WhiteboardElement[]): Promise<void>;
  whiteboardCommit(viewer: Viewer, eventId: string, elements: WhiteboardElement[]): Promise<void>;
  pictionaryPoints(viewer: Viewer, eventId: string, piece: StrokePieces): Promise<void>;
  pictionaryStroke(viewer: Viewer, eventId: string, stroke: PictionaryStroke): Promise<void>;
  pictionaryClear(viewer: Viewer, eventId: string): Promise<void>;
}

/** What a change of the room needs: the store, the bus to publish on after commit, and the time. */
export type ChangeDeps = Pick<LiveDeps, 'db' | 'bus' | 'clock'>;
/** A change whose outcome the media server carries out too (a kick, a mute, a move, a closed room). */
export type MediaChangeDeps = ChangeDeps & Pick<LiveDeps, 'mediaServer'>;

export interface RoomsDeps extends LiveDeps {
  ice: IceConfig;
}

/** Someone the round may pair: their level in the event's language and their plan decide whom they may meet. */
export interface RoundCandidate {
  userId: number;
  level: number;
  plan: Plan;
}
/**
 * Pairs a round's candidates and records the pairs (never repeating an earlier pair of the event, never across an
 * avoid). The matching module provides it; app.ts wires it in, so the two modules stay apart.
 */
export type RoundMatcher = (
  tx: Tx,
  round: { eventId: string; round: number; candidates: RoundCandidate[]; seed: string; roomSize: number },
) => Promise<{ rooms: number[][]; unmatched: number[] }>;

export interface RotationDeps extends LiveDeps {
  matcher: RoundMatcher;
  roundLengthMs: number;
}
