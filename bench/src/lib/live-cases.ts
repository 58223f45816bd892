import { createThrowawayDatabase, startTarget, type RunningTarget, type TargetOptions } from './targets.ts';

/** One server a live-socket benchmark measures: the bare `ws` server or Parley on one database. */
export interface LiveCase {
  title: string;
  bare: boolean;
  target: RunningTarget;
}

export interface LiveCaseOptions {
  /** The bare server's name in the results. */
  bareTitle: string;
  /** What every Parley target starts with besides its database. */
  parley: Omit<TargetOptions, 'kind' | 'databaseUrl'>;
  profileDir?: string | undefined;
  log(line: string): void;
}

/**
 * Starts and measures each server in turn, never two at once (they share the cores): the bare `ws` server first, then
 * Parley on PGlite and, with BENCH_DATABASE_URL, on a throw-away database of that Postgres server. Each is stopped
 * after its measure, and every throw-away database dropped at the end; answers the databases measured.
 */
export async function eachLiveCase(options: LiveCaseOptions, measure: (c: LiveCase) => Promise<void>): Promise<string[]> {
  const profiled = options.profileDir ? { profileDir: options.profileDir } : {};
  const starts: { title: string; bare: boolean; start(): Promise<RunningTarget> }[] = [
    { title: options.bareTitle, bare: true, start: () => startTarget({ kind: 'bare-ws', ...profiled }) },
    { title: 'Parley (PGlite)', bare: false, start: () => startTarget({ kind: 'parley', ...options.parley, ...profiled }) },
  ];
  const databases = ['PGlite (file-backed, temp DATA_DIR)'];
  const drops: (() => Promise<void>)[] = [];
  const serverUrl = process.env.BENCH_DATABASE_URL;
  if (serverUrl)
    starts.push({
      title: 'Parley (Postgres)',
      bare: false,
      start: async () => {
        const database = await createThrowawayDatabase(serverUrl);
        drops.push(database.drop);
        databases.push(`Postgres ${database.version} on the same machine (throw-away database, pool of 10)`);
        return startTarget({ kind: 'parley', databaseUrl: database.url, ...options.parley, ...profiled });
      },
    });
  try {
    for (const { title, bare, start } of starts) {
      options.log(`${title}: starting`);
      const target = await start();
      try {
        await measure({ title, bare, target });
      } finally {
        await target.stop();
      }
    }
  } finally {
    for (const drop of drops) await drop().catch(() => undefined);
  }
  return databases;
}
