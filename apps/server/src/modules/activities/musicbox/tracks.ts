import { readFileSync } from 'node:fs';
import { ACTIVITIES_PREFIX, type MusicTrack } from '@parley/contracts';

/** Where the music box serves its tracks (written by scripts/write-music-box-tracks.ts into `tracks/`). */
export const TRACKS_PATH = `${ACTIVITIES_PREFIX}/musicbox/tracks`;
export const TRACKS_DIR = new URL('./tracks/', import.meta.url);

interface TrackFile {
  id: string;
  title: string;
  mood: string;
  duration_seconds: number;
}

const files = JSON.parse(readFileSync(new URL('./tracks.json', import.meta.url), 'utf8')) as TrackFile[];

export const TRACKS: readonly MusicTrack[] = files.map(({ id, title, mood, duration_seconds }) => ({
  id,
  title,
  mood,
  duration_seconds,
  url: `${TRACKS_PATH}/${id}.webm`,
}));

const BY_ID = new Map(TRACKS.map((track) => [track.id, track]));

export const trackOf = (id: string): MusicTrack | undefined => BY_ID.get(id);
