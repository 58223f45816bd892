import type { Config } from '../config.ts';
import { createChatModel, type ChatModelPort } from './ai/index.ts';
import { createSharedBrowser, type SharedBrowserPort } from './browser/index.ts';
import { createBus, type BusPort } from './bus/index.ts';
import { systemClock, type Clock } from './clock/port.ts';
import { createCounters, type CountersPort } from './counters/index.ts';
import { createDatabase, type DatabasePort } from './db/index.ts';
import { createIdentity, type IdentityPort } from './identity/index.ts';
import { createMail, type MailPort } from './mail/index.ts';
import { createMediaServer, type MediaServerPort } from './media/index.ts';
import { createPayments, type PaymentsPort } from './payments/index.ts';
import { createQueue, queueForRoles, type JobQueuePort } from './queue/index.ts';
import { createRealtime, type RealtimePort } from './realtime/index.ts';
import { createSpeech, type SpeechPort } from './speech/index.ts';
import { createStorage, type StoragePort } from './storage/index.ts';
import { createTranslation, type TranslationPort } from './translation/index.ts';

/** Everything swappable the app runs on, chosen from configuration. */
export interface Platform {
  database: DatabasePort;
  bus: BusPort;
  /** Rate-limit counts, shared by the instances when Redis is configured. */
  counters: CountersPort;
  queue: JobQueuePort;
  mail: MailPort;
  storage: StoragePort;
  speech: SpeechPort;
  identity: IdentityPort;
  translation: TranslationPort;
  ai: ChatModelPort;
  realtime: RealtimePort;
  sharedBrowser: SharedBrowserPort;
  /** Who carries the live rooms' video: a peer-to-peer mesh, or Janus when JANUS_URL is set (ADR 0086). */
  mediaServer: MediaServerPort;
  payments: PaymentsPort;
  clock: Clock;
}

export async function createPlatform(config: Config, overrides: Partial<Platform> = {}): Promise<Platform> {
  const database = overrides.database ?? (await createDatabase(config));
  const queue = queueForRoles(overrides.queue ?? createQueue(config, database.db), config.ROLES);
  const clock = overrides.clock ?? systemClock;
  return {
    database,
    bus: overrides.bus ?? createBus(config),
    counters: overrides.counters ?? createCounters(config, clock),
    queue,
    mail: overrides.mail ?? createMail(config, database.db),
    storage: overrides.storage ?? (await createStorage(config, clock)),
    speech: overrides.speech ?? createSpeech(config),
    identity: overrides.identity ?? createIdentity(config),
    translation: overrides.translation ?? createTranslation(config),
    ai: overrides.ai ?? createChatModel(config),
    realtime: overrides.realtime ?? createRealtime(config),
    sharedBrowser: overrides.sharedBrowser ?? createSharedBrowser(config),
    mediaServer: overrides.mediaServer ?? createMediaServer(config),
    payments: overrides.payments ?? createPayments(config, { db: database.db, queue, clock }),
    clock,
  };
}

export async function closePlatform(platform: Platform): Promise<void> {
  await platform.payments.close();
  await platform.queue.close();
  await platform.speech.close();
  await platform.mail.close();
  await platform.storage.close();
  await platform.bus.close();
  await platform.counters.close();
  await platform.database.close();
}
