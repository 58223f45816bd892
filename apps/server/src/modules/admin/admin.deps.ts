import type { Clock } from '../../platform/clock/port.ts';
import type { Db } from '../../platform/db/port.ts';
import type { MailPort } from '../../platform/mail/port.ts';
import type { DomainEventBus } from '../../shared/domain-events.ts';
import type { EventsDeps } from '../events/public.ts';

export interface AdminDeps {
  db: Db;
  clock: Clock;
  mail: MailPort;
  domain: DomainEventBus;
  /** The events module's own dependencies: an admin cancels through its cancel path. */
  events: EventsDeps;
  publicUrl: string;
}

/** The admin acting: the caller, whose admin role the module's hook has checked. */
export interface Acting {
  id: number;
}

export interface Page {
  limit: number;
  offset: number;
}
