import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config.ts';
import { EventListCache } from '../../modules/events/events.cache.ts';
import { createRecordingNotices } from '../../modules/live/index.ts';
import type { Platform } from '../../platform/index.ts';
import { createDomainEvents } from '../../shared/domain-events.ts';
import { seedDemoData } from '../seed.ts';
import { seedEvents } from './events.ts';
import { demoPeople } from './people.ts';
import { seedRecording } from './recording.ts';
import { seedClassroom, seedHomepage, seedVocabulary } from './teaching.ts';

export interface DemoSeedDeps {
  config: Pick<Config, 'NODE_ENV' | 'SEED_DEMO' | 'PUBLIC_URL' | 'OPEN_RECORDINGS_MAX' | 'FEEDBACK_JOBS_IN_FLIGHT_MAX'>;
  platform: Platform;
  log: FastifyBaseLogger;
}

/**
 * The demo accounts and a believable week around them (ADR 0068), made through the modules' services relative to
 * the clock's today: a second start moves what is upcoming and fills only the weeks that have no session, so nothing
 * doubles. Never in production, whatever SEED_DEMO says. Run it once the app is built (the feedback job and the
 * vocabulary listen on the domain bus). Answers the slow part, the demo recording and its speech, for the caller to
 * run once the server listens; null when nothing is seeded.
 */
export async function seedDemo({ config, platform, log }: DemoSeedDeps): Promise<(() => Promise<number | null>) | null> {
  if (!config.SEED_DEMO) return null;
  if (config.NODE_ENV === 'production') {
    log.warn('SEED_DEMO is ignored in production: no demo accounts or data are seeded');
    return null;
  }
  const { clock } = platform;
  const db = platform.database.db;
  const domain = createDomainEvents(platform.bus, (err) => log.error({ err }, 'demo seed: domain event handler'));
  const publicUrl = config.PUBLIC_URL;
  await seedDemoData(db);
  const people = await demoPeople(db);
  const listCache = new EventListCache(clock);
  await seedEvents({ db, clock, queue: platform.queue, publicUrl, listCache, domain }, people);
  const base = { db, clock, mail: platform.mail, publicUrl, log };
  await seedHomepage(base, people);
  await seedClassroom({ ...base, storage: platform.storage, domain }, people);
  await seedVocabulary({ db, clock }, people);
  const recordingsDeps = {
    db,
    clock,
    domain,
    queue: platform.queue,
    storage: platform.storage,
    converter: platform.speech.converter,
    live: createRecordingNotices({ db, bus: platform.bus, clock }),
    limits: config,
    log,
  };
  return () => seedRecording(recordingsDeps, people.learner);
}
