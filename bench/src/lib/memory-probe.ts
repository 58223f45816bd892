import { writeFile } from 'node:fs/promises';
import { WebSocket } from 'ws';

export interface MemorySample {
  /** Seconds since the probe was opened. */
  at: number;
  rss: number;
  heapUsed: number;
  heapTotal: number;
  external: number;
  arrayBuffers: number;
}

/**
 * Reads a server process's memory through its inspector (started with `--inspect=127.0.0.1:<port>`): a full garbage
 * collection first, so a sample counts what is still held rather than what the collector has not reached yet.
 */
export async function openMemoryProbe(inspectPort: number) {
  const targets = (await (await fetch(`http://127.0.0.1:${inspectPort}/json/list`)).json()) as { webSocketDebuggerUrl: string }[];
  const socket = new WebSocket(targets[0]!.webSocketDebuggerUrl);
  await new Promise((resolve, reject) => socket.once('open', resolve).once('error', reject));
  const waiting = new Map<number, (result: unknown) => void>();
  let snapshotChunks: string[] = [];
  socket.on('message', (data) => {
    const reply = JSON.parse(String(data)) as { id?: number; result?: unknown; method?: string; params?: { chunk: string } };
    if (reply.method === 'HeapProfiler.addHeapSnapshotChunk') snapshotChunks.push(reply.params!.chunk);
    if (reply.id !== undefined) waiting.get(reply.id)?.(reply.result);
    if (reply.id !== undefined) waiting.delete(reply.id);
  });
  let id = 0;
  const call = (method: string, params: object = {}) =>
    new Promise<unknown>((resolve) => {
      waiting.set(++id, resolve);
      socket.send(JSON.stringify({ id, method, params }));
    });
  const opened = Date.now();
  return {
    async sample(): Promise<MemorySample> {
      await call('HeapProfiler.collectGarbage');
      const { result } = (await call('Runtime.evaluate', {
        expression: 'JSON.stringify(process.memoryUsage())',
        returnByValue: true,
      })) as { result: { value: string } };
      return { at: (Date.now() - opened) / 1000, ...(JSON.parse(result.value) as Omit<MemorySample, 'at'>) };
    },
    /** A heap snapshot written to `file`, for Chrome DevTools' Memory tab (its Comparison view diffs two). */
    async snapshot(file: string) {
      snapshotChunks = [];
      await call('HeapProfiler.takeHeapSnapshot', { reportProgress: false });
      await writeFile(file, snapshotChunks.join(''));
      snapshotChunks = [];
    },
    close: () => socket.close(),
  };
}
