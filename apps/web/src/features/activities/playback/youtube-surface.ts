import type { MediaSurface } from './media-surface.ts';

const PLAYER_ORIGIN = 'https://www.youtube-nocookie.com';
/** YouTube's player states that mean it means to play (1 playing, 3 buffering). */
const PLAYING = 1;
const BUFFERING = 3;

interface Info {
  time: number;
  /** performance.now() when the time was told: a playing video has moved on since. */
  toldAt: number;
  state: number;
  duration: number | null;
}

/**
 * YouTube's player in its frame, driven through the messages its script interface takes (enablejsapi): we load no
 * script of theirs into our page. It tells its time and state after we say we listen; until then it cannot be placed.
 */
export function youtubeSurface(frame: HTMLIFrameElement): MediaSurface {
  let info: Info | null = null;
  /** Seeks sent and not yet answered: the player's next report of its time answers them. */
  let landing: (() => void)[] = [];
  const post = (message: object) =>
    frame.contentWindow?.postMessage(JSON.stringify({ ...message, id: 1, channel: 'widget' }), PLAYER_ORIGIN);
  const command = (func: string, args: unknown[] = []) => post({ event: 'command', func, args });
  const onMessage = (event: MessageEvent) => {
    if (event.origin !== PLAYER_ORIGIN || event.source !== frame.contentWindow || typeof event.data !== 'string') return;
    let data: { event?: string; info?: { currentTime?: number; playerState?: number; duration?: number } | null };
    try {
      data = JSON.parse(event.data) as typeof data;
    } catch {
      return;
    }
    if (!data.info || (data.event !== 'infoDelivery' && data.event !== 'initialDelivery')) return;
    const told = data.info;
    const now = performance.now();
    if (told.currentTime !== undefined) {
      for (const land of landing) land();
      landing = [];
    }
    info = {
      time: told.currentTime ?? (info ? currentTime(info, now) : 0),
      toldAt: told.currentTime === undefined && info ? info.toldAt : now,
      state: told.playerState ?? info?.state ?? -1,
      duration: told.duration && told.duration > 0 ? told.duration : (info?.duration ?? null),
    };
  };
  return {
    read: () =>
      info && {
        time: currentTime(info, performance.now()),
        paused: info.state !== PLAYING && info.state !== BUFFERING,
        seeking: info.state === BUFFERING,
        duration: info.duration,
      },
    seek: (seconds) =>
      new Promise((resolve) => {
        landing.push(resolve);
        command('seekTo', [seconds, true]);
        if (info) info = { ...info, time: seconds, toldAt: performance.now() };
      }),
    play: () => {
      command('playVideo');
      return Promise.resolve();
    },
    pause: () => command('pauseVideo'),
    setVolume: (volume, muted) => {
      command('setVolume', [Math.round(volume * 100)]);
      command(muted ? 'mute' : 'unMute');
    },
    attach: () => {
      window.addEventListener('message', onMessage);
      const listen = setInterval(() => (info ? clearInterval(listen) : post({ event: 'listening' })), 250);
      return () => {
        clearInterval(listen);
        window.removeEventListener('message', onMessage);
      };
    },
  };
}

function currentTime(info: Info, now: number): number {
  return info.state === PLAYING ? info.time + (now - info.toldAt) / 1000 : info.time;
}
