import { WebSocket } from 'ws';

/**
 * Opens a socket of the live benchmarks and resolves once it counts as connected: when it opens or, given `ready`,
 * when its first frame (one message or an array of them) starts with that text, as Parley's SNAPSHOT does.
 */
export function openSocket(url: string, ready?: string): Promise<WebSocket> {
  const socket = new WebSocket(url);
  return new Promise((resolve, reject) => {
    socket.once('error', reject);
    socket.once('close', (code) => reject(new Error(`socket closed with ${code} while connecting`)));
    if (!ready) socket.once('open', () => resolve(socket));
    else
      socket.once('message', (data) =>
        String(data).replace(/^\[/, '').startsWith(ready) ? resolve(socket) : reject(new Error(String(data))),
      );
  });
}
