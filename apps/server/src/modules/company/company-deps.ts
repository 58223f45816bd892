import type { FastifyBaseLogger } from 'fastify';
import type { UserRow } from '../../db/schema/index.ts';
import type { Clock } from '../../platform/clock/port.ts';
import type { Db } from '../../platform/db/port.ts';
import type { MailPort } from '../../platform/mail/port.ts';
import type { DomainEventBus } from '../../shared/domain-events.ts';

export interface CompanyDeps {
  db: Db;
  clock: Clock;
  mail: MailPort;
  publicUrl: string;
  log: FastifyBaseLogger;
  domain: DomainEventBus;
}

export type Caller = Pick<UserRow, 'id' | 'isGuest' | 'email'>;
