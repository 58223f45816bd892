/** Where a player is, when it has loaded enough to say. */
export interface MediaReading {
  time: number;
  paused: boolean;
  /** A seek is under way: the time read is where it goes, not where the media plays. */
  seeking: boolean;
  duration: number | null;
}

/** One player the room's clock drives: a media element of ours, or a YouTube player in its frame. */
export interface MediaSurface {
  /** Null until the player can be placed (no metadata yet). */
  read(): MediaReading | null;
  /** Settles once the player is there (its seek took that long: a playing video is sent ahead by as much next time). */
  seek(seconds: number): Promise<void>;
  /** Rejects when the browser will not start sound without a click on the page. */
  play(): Promise<void>;
  pause(): void;
  setVolume(volume: number, muted: boolean): void;
  /** Plays a little faster or slower (a player that cannot only seeks). */
  setRate?(rate: number): void;
  /** Starts listening to a player that reports itself (YouTube's); returns how to stop. */
  attach?(): () => void;
}

/** A page's own <audio> or <video>. */
export function elementSurface(element: HTMLMediaElement): MediaSurface {
  return {
    read: () =>
      element.readyState >= HTMLMediaElement.HAVE_METADATA
        ? {
            time: element.currentTime,
            paused: element.paused,
            seeking: element.seeking,
            duration: Number.isFinite(element.duration) ? element.duration : null,
          }
        : null,
    seek: (seconds) =>
      new Promise((resolve) => {
        element.addEventListener('seeked', () => resolve(), { once: true });
        element.currentTime = seconds;
      }),
    play: () => element.play(),
    pause: () => element.pause(),
    setVolume: (volume, muted) => {
      element.volume = volume;
      element.muted = muted;
    },
    setRate: (rate) => {
      if (element.playbackRate !== rate) element.playbackRate = rate;
    },
  };
}
