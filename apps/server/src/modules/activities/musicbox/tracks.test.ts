import { readFileSync, statSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

interface TrackEntry {
  id: string;
  title: string;
  mood: string;
  duration_seconds: number;
  bpm: number;
  bytes: number;
}

const tracks = JSON.parse(readFileSync(new URL('./tracks.json', import.meta.url), 'utf8')) as TrackEntry[];
const fileOf = (id: string) => new URL(`./tracks/${id}.webm`, import.meta.url);
/** Every WebM (Matroska) file opens with the EBML header's id. */
const EBML_MAGIC = [0x1a, 0x45, 0xdf, 0xa3];

describe('the music box tracks (written by scripts/write-music-box-tracks.ts)', () => {
  it('lists tracks with unique slug ids, titles and moods', () => {
    expect(tracks.length).toBeGreaterThan(0);
    expect(new Set(tracks.map((track) => track.id)).size).toBe(tracks.length);
    for (const track of tracks) {
      expect(track.id).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);
      expect(track.title.trim()).not.toBe('');
      expect(track.mood.trim()).not.toBe('');
    }
  });

  it('loops for a minute to a minute and a half, a whole number of bars', () => {
    for (const { id, duration_seconds, bpm } of tracks) {
      expect(duration_seconds, id).toBeGreaterThanOrEqual(60);
      expect(duration_seconds, id).toBeLessThanOrEqual(90);
      const bars = (duration_seconds * bpm) / 240;
      expect(Math.abs(bars - Math.round(bars)), id).toBeLessThan(0.01);
    }
  });

  it('has a WebM file for each track, as big as the list says', () => {
    for (const { id, bytes } of tracks) {
      const file = readFileSync(fileOf(id));
      expect([...file.subarray(0, 4)], id).toEqual(EBML_MAGIC);
      expect(statSync(fileOf(id)).size, id).toBe(bytes);
    }
  });
});
