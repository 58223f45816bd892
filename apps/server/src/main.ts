import { createAccountErasure } from './account-erasure.ts';
import { buildApp } from './app.ts';
import { ConfigError, loadConfig, productionWarnings, roleWarnings } from './config.ts';
import { seedDemo } from './db/demo/index.ts';
import { purgeExpired } from './modules/auth/index.ts';
import { pruneNotifications } from './modules/notifications/index.ts';
import { DataDirInUseError } from './platform/db/data-dir-lock.ts';
import { closePlatform, createPlatform } from './platform/index.ts';

const ERASURE_SWEEP_MS = 60_000;
const SHUTDOWN_GRACE_MS = 15_000;

async function main() {
  const config = loadConfig();
  const platform = await createPlatform(config);
  await platform.database.migrate();

  const app = await buildApp({ config, platform });
  for (const warning of [...productionWarnings(config), ...roleWarnings(config)]) app.log.warn(warning);
  // After the build: the feedback job and the vocabulary listen for what the seed's recording sets off.
  const seedRecording = await seedDemo({ config, platform, log: app.log });
  const timers: NodeJS.Timeout[] = [];
  if (config.ROLES.includes('worker')) {
    const jobDeps = { db: platform.database.db, clock: platform.clock, mail: platform.mail };
    const eraseDueAccounts = createAccountErasure({ config, platform, log: app.log });
    const sweep = async () => {
      try {
        const erased = await eraseDueAccounts();
        if (erased > 0) app.log.info({ erased }, 'erased accounts past their grace period');
        await purgeExpired(jobDeps);
        await pruneNotifications(jobDeps);
      } catch (err) {
        app.log.error({ err }, 'housekeeping failed');
      }
    };
    timers.push(setInterval(sweep, ERASURE_SWEEP_MS));
    void sweep();
  }

  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, 'shutting down: finishing in-flight requests');
    setTimeout(() => {
      app.log.error('shutdown took too long; exiting anyway');
      process.exit(1);
    }, SHUTDOWN_GRACE_MS).unref();
    timers.forEach(clearInterval);
    await app.close();
    await closePlatform(platform);
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ port: config.PORT, host: config.HOST });
  app.log.info(
    `Parley is running at ${config.PUBLIC_URL} (database: ${platform.database.driver}, mail: ${platform.mail.driver})`,
  );
  // Speech synthesis and the feedback job are the slow part of the demo: they run while the server already answers.
  seedRecording?.().catch((err: unknown) => app.log.error({ err }, 'demo recording seed failed'));
}

main().catch((err: unknown) => {
  if (err instanceof ConfigError || err instanceof DataDirInUseError) {
    console.error(err.message);
    process.exit(2);
  }
  console.error(err);
  process.exit(1);
});
