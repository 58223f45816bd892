import type { CommentExt, FeedbackErrorType, NotificationKind, RegistrationCodeKind } from '@parley/contracts';
import type { BusPort } from '../platform/bus/port.ts';

/** What one module tells the others. Payloads are plain data: an `everywhere` one crosses instances as JSON. */
export interface DomainEvents {
  /** A session ended or a user's row or roles changed: every instance forgets the cached caller. */
  'auth.changed': { sessionId: string } | { userId: number };
  /** An event was written: every instance drops its cached event lists. */
  'events.changed': Record<string, never>;
  /** An event was ended or cancelled: its live room empties. */
  'event.over': { eventId: string; reason: 'ended' | 'cancelled' };
  /** A recording's last chunk is in: its feedback is due. */
  'recording.stopped': { recordingId: number };
  /** A recording was cancelled or deleted: what was derived from it goes too. */
  'recording.discarded': { recordingId: number };
  /** A recording's AI feedback was saved: its findings and transcript lines, for the learner's vocabulary (ADR 0064). */
  'feedback.ready': FeedbackReady;
  /**
   * An account was made with an email and password; `inviteCode` is the code of the link it came by, if any, and
   * `registrationCode` the registration code given at sign-up and `registrationKind` who owns it (an organisation, a
   * campaign or an ambassador: checked before the account was made, ADR 0075).
   */
  'account.created': {
    userId: number;
    inviteCode: string | null;
    registrationCode: string | null;
    registrationKind: RegistrationCodeKind | null;
    /** The affiliate link's code the person came by (ADR 0076); absent where no sign-up form sends one. */
    affiliateCode?: string | null;
  };
  /** An account's address was confirmed (a verification or reset code): an invitation counts from here (ADR 0069). */
  'account.verified': { userId: number };
  /** Something to tell a member (ADR 0063): the notifications module keeps it, pushes it live and mails it if allowed. */
  notice: Notice;
}

export interface FeedbackReady {
  recordingId: number;
  userId: number;
  findings: { errorType: FeedbackErrorType; start: number; correctedSentence: string | null; ext: CommentExt }[];
  /** The transcript's lines: seconds from the start, and what the learner said. */
  lines: { start: number; end: number; text: string }[];
}

/** One notification as the module that has the news words it; `link` is a path inside the app. */
export interface Notice {
  userId: number;
  kind: NotificationKind;
  title: string;
  body: string;
  link: string | null;
}
export type DomainEventName = keyof DomainEvents;
export type DomainEventHandler<K extends DomainEventName> = (message: DomainEvents[K]) => void | Promise<void>;

/**
 * `here`: the publishing instance runs the handlers and waits for them (work to do once: the publisher's answer
 * follows it). `everywhere`: every instance hears it through the bus (caches to drop).
 */
const DELIVERY: Record<DomainEventName, 'here' | 'everywhere'> = {
  'auth.changed': 'everywhere',
  'events.changed': 'everywhere',
  'event.over': 'here',
  'recording.stopped': 'here',
  'recording.discarded': 'here',
  'feedback.ready': 'here',
  notice: 'here',
  'account.created': 'here',
  'account.verified': 'here',
};

export interface DomainEventBus {
  publish<K extends DomainEventName>(name: K, message: DomainEvents[K]): Promise<void>;
  /** Returns the unsubscribe function. */
  subscribe<K extends DomainEventName>(name: K, handler: DomainEventHandler<K>): Promise<() => Promise<void>>;
}

export function createDomainEvents(bus: BusPort, onError: (err: unknown) => void): DomainEventBus {
  const local = new Map<DomainEventName, Set<(message: never) => void | Promise<void>>>();
  return {
    async publish(name, message) {
      if (DELIVERY[name] === 'everywhere') return bus.publish(name, message);
      for (const handler of local.get(name) ?? []) await handler(message as never);
    },
    async subscribe(name, handler) {
      // The bus carries what a publisher of this very name sent; the map above is its type.
      if (DELIVERY[name] === 'everywhere')
        return bus.subscribe(name, (message) => {
          void (async () => handler(message as never))().catch(onError);
        });
      const handlers = local.get(name) ?? new Set();
      local.set(name, handlers.add(handler));
      return async () => {
        handlers.delete(handler);
      };
    },
  };
}
