/**
 * `node apps/server/src/scripts/write-music-box-tracks.ts`: composes the music box's tracks (the room-wide player a
 * host starts as a warm-up or for a break) in plain TypeScript: a chord progression as a soft pad, a bass line, a
 * pentatonic melody or arpeggio and light percussion, from a seeded random generator, so the music is ours (no licence
 * to track) and every run writes the same PCM. ffmpeg encodes it (libopus, bit-exact) and the script writes
 * `musicbox/tracks/<id>.webm` and `musicbox/tracks.json`, which the music box serves as they are.
 */
import { spawnSync } from 'node:child_process';
import { mkdir, readdir, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const OUT = fileURLToPath(new URL('../modules/activities/musicbox/', import.meta.url));
const TRACKS_DIR = path.join(OUT, 'tracks');
const SR = 48_000;
const PEAK = 10 ** (-3 / 20);
/** Semitones above the tonic. Melodies keep to the pentatonic scale: without semitones, it hardly clashes with a chord. */
const MAJOR = [0, 2, 4, 5, 7, 9, 11];
const PENTATONIC = [0, 2, 4, 7, 9];

type Voice = 'pad' | 'keys' | 'pluck' | 'bass' | 'bell';

/** How a track goes: seeded, so each run composes the same notes. */
interface Score {
  seed: number;
  /** Each bpm makes a beat a whole number of samples (48000 × 60 / bpm), so bars never drift off the grid. */
  bpm: number;
  /** The tonic's MIDI note, C3 to A3: the melody climbs two and a half octaves above it, and higher would get shrill. */
  key: number;
  /** Scale degrees (0 is I), a bar each; the last leads back to the first, so the loop point is a cadence. */
  progression: [number, number, number, number];
  /** A letter for each pass of the progression (so 4 bars each): the melody's phrase A or B, or '-' for a rest. */
  form: string;
}
/** Who plays: a pad and a bass always; piano-like chords, a lead voice, an arpeggio, drums, rain as the track says. */
interface Band {
  keys: boolean;
  lead: Voice;
  bass: keyof typeof BASS;
  /** Arpeggio notes per beat; 0 for none. */
  arp: number;
  /** Drums play in the passes that have a melody. */
  drums: boolean;
  rain: boolean;
}
type Music = Score & Band;

const TRACKS: { id: string; title: string; mood: string; score: Score; band: Band }[] = [
  {
    id: 'morning-tea',
    title: 'Morning tea',
    mood: 'Slow piano-like chords for a calm start',
    score: { seed: 11, bpm: 72, key: 53, progression: [0, 5, 3, 4], form: 'AAB-AB' },
    band: { keys: true, lead: 'keys', bass: 'long', arp: 0, drums: false, rain: false },
  },
  {
    id: 'quiet-library',
    title: 'Quiet library',
    mood: 'Soft pads and a slow harp-like arpeggio for quiet focus',
    score: { seed: 23, bpm: 64, key: 50, progression: [5, 3, 0, 4], form: 'A-AB-' },
    band: { keys: false, lead: 'bell', bass: 'long', arp: 2, drums: false, rain: false },
  },
  {
    id: 'sunday-market',
    title: 'Sunday market',
    mood: 'A bright, bouncy groove with light percussion',
    score: { seed: 37, bpm: 100, key: 55, progression: [0, 4, 5, 3], form: 'AAB-AABB' },
    band: { keys: true, lead: 'bell', bass: 'walk', arp: 2, drums: true, rain: false },
  },
  {
    id: 'rainy-window',
    title: 'Rainy window',
    mood: 'Gentle pads and soft rain for a thoughtful break',
    score: { seed: 41, bpm: 75, key: 51, progression: [0, 3, 5, 4], form: 'A-BA-B' },
    band: { keys: false, lead: 'keys', bass: 'long', arp: 0, drums: false, rain: true },
  },
  {
    id: 'warm-up-walk',
    title: 'Warm-up walk',
    mood: 'A steady walking beat to get the room talking',
    score: { seed: 53, bpm: 96, key: 48, progression: [0, 5, 1, 4], form: 'AAB-ABB' },
    band: { keys: false, lead: 'bell', bass: 'halves', arp: 2, drums: true, rain: false },
  },
];

/** Harmonic levels and detuned copies (cents, each panned apart for width); low harmonics only, so nothing is harsh. */
const VOICES: Record<Voice, { attack: number; decay: number; release: number; partials: number[]; detune: number[] }> = {
  pad: { attack: 0.9, decay: 0, release: 1.6, partials: [1, 0.1, 0.04], detune: [-7, 0, 7] },
  keys: { attack: 0.005, decay: 1.1, release: 0.5, partials: [1, 0.35, 0.12, 0.05], detune: [-2, 2] },
  pluck: { attack: 0.004, decay: 0.35, release: 0.2, partials: [1, 0.25, 0.08], detune: [0] },
  bass: { attack: 0.015, decay: 2, release: 0.2, partials: [1, 0.3, 0.06], detune: [0] },
  bell: { attack: 0.004, decay: 0.8, release: 0.4, partials: [1, 0.06, 0, 0.1], detune: [-3, 3] },
};
/** Numbers in groups, as in `'0 1.8 0, 2 1.8 7'`: short enough to read a bar's rhythm at a glance. */
const groups = (text: string) => text.split(', ').map((group) => group.split(' ').map(Number) as [number, number, ...number[]]);
/** Notes in a bar: beat, beats long, semitones above the chord's root. */
const BASS = {
  long: groups('0 3.6 0'),
  halves: groups('0 1.8 0, 2 1.8 7'),
  walk: groups('0 1.4 0, 1.5 0.4 0, 2 0.9 7, 3 0.9 12'),
};
/** The melody's rhythms for a bar: beat, beats long; a phrase's last bar is one long note, leaving room to lead on. */
const RHYTHMS = '0 2, 2 2 | 0 1, 1 1, 2 2 | 0 1.5, 1.5 0.5, 2 2 | 0 3, 3 1 | 0 1, 1 0.5, 1.5 0.5, 2 1, 3 1 | 0.5 1.5, 2 1, 3 1'
  .split(' | ')
  .map(groups);
const CADENCE = groups('0 2.5');
const STEPS = [-2, -1, -1, 0, 1, 1, 2];

type Mix = { l: Float64Array; r: Float64Array; n: number };
type Note = { at: number; len: number; midi: number; amp: number; pan: number; voice: Voice };
/** `step` counts the pentatonic scale up from the tonic an octave above the key. */
type MelodyNote = { beat: number; len: number; step: number };

/** mulberry32: tiny, and the same numbers from the same seed on every machine. */
function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const hz = (midi: number) => 440 * 2 ** ((midi - 69) / 12);
/** Equal-power panning keeps a voice as loud wherever it sits. */
const panned = (pan: number): [number, number] => [Math.cos(((pan + 1) * Math.PI) / 4), Math.sin(((pan + 1) * Math.PI) / 4)];
const pick = <T>(rand: () => number, items: readonly T[]): T => items[Math.floor(rand() * items.length)]!;
const triad = (degree: number) => [0, 2, 4].map((third) => MAJOR[(degree + third) % 7]!);
/** Four bars of four beats a pass of the form: a whole number of bars, so the loop keeps time. */
const seconds = (score: Score) => (score.form.length * 16 * 60) / score.bpm;
const melodyMidi = (track: Music, step: number) => track.key + 12 + 12 * Math.floor(step / 5) + PENTATONIC[((step % 5) + 5) % 5]!;

/**
 * Adds a note at its place in the loop: a tail that rings past the end wraps round to the start, which is what the
 * listener hears as the track loops, so the seam has no click. Every note fades to silence, never stops short.
 */
function play(mix: Mix, note: Note): void {
  const voice = VOICES[note.voice];
  const start = Math.round(note.at * SR);
  const held = Math.round(note.len * SR);
  const total = held + Math.round(voice.release * SR);
  const copies = voice.detune.length;
  const gains = voice.detune.map((_, i) => panned(note.pan + (copies > 1 ? (i / (copies - 1) - 0.5) * 0.6 : 0)));
  const omegas = voice.detune.map((cents) => (2 * Math.PI * hz(note.midi + cents / 100)) / SR);
  for (let i = 0; i < total; i++) {
    const t = i / SR;
    let env = (Math.min(1, t / voice.attack) * (voice.decay ? Math.exp(-t / voice.decay) : 1) * note.amp) / copies;
    if (i > held) env *= 0.5 + 0.5 * Math.cos((Math.PI * (i - held)) / (total - held));
    const j = (start + i) % mix.n;
    for (let c = 0; c < copies; c++) {
      let s = 0;
      for (let k = 0; k < voice.partials.length; k++) s += voice.partials[k]! * Math.sin(omegas[c]! * (k + 1) * i);
      mix.l[j]! += env * s * gains[c]![0];
      mix.r[j]! += env * s * gains[c]![1];
    }
  }
}

/** A sine whose pitch drops fast, the way a soft kick drum thumps. */
function kick(mix: Mix, at: number, amp: number): void {
  const start = Math.round(at * SR);
  const total = Math.round(0.45 * SR);
  let phase = 0;
  for (let i = 0; i < total; i++) {
    const t = i / SR;
    phase += (2 * Math.PI * (45 + 70 * Math.exp(-t / 0.03))) / SR;
    const s = amp * Math.min(1, t / 0.002) * Math.exp(-t / 0.12) * (1 - i / total) * Math.sin(phase) * Math.SQRT1_2;
    mix.l[(start + i) % mix.n]! += s;
    mix.r[(start + i) % mix.n]! += s;
  }
}

/** Differenced noise (its highs only), dying within a few tens of milliseconds: a closed hi-hat or a shaker. */
function hat(mix: Mix, at: number, amp: number, pan: number, rand: () => number): void {
  const start = Math.round(at * SR);
  const total = Math.round(0.12 * SR);
  const [gl, gr] = panned(pan);
  let last = 0;
  for (let i = 0; i < total; i++) {
    const noise = rand() * 2 - 1;
    const s = (noise - last) * amp * Math.exp(-i / SR / 0.03) * (1 - i / total);
    last = noise;
    mix.l[(start + i) % mix.n]! += s * gl;
    mix.r[(start + i) % mix.n]! += s * gr;
  }
}

/** Chords voiced within one octave from the key's fifth: close voicings, so chord to chord no voice leaps far. */
function harmony(mix: Mix, track: Music, rand: () => number): void {
  const beat = 60 / track.bpm;
  for (let bar = 0; bar < track.form.length * 4; bar++) {
    const at = bar * 4 * beat;
    const root = track.progression[bar % 4]!;
    const tones = triad(root).map((pc) => track.key + 7 + ((pc - 7 + 12) % 12));
    tones.forEach((midi, i) => {
      play(mix, { at, len: 4 * beat, midi, amp: track.keys ? 0.09 : 0.13, pan: (i - 1) * 0.4, voice: 'pad' });
      if (!track.keys) return;
      for (const hit of [0, 2]) {
        const amp = hit ? 0.11 : 0.16;
        play(mix, { at: at + (hit + i * 0.03) * beat, len: 1.8 * beat, midi, amp, pan: (i - 1) * 0.25 - 0.1, voice: 'keys' });
      }
    });
    const bassRoot = track.key - 12 + MAJOR[root]!;
    for (const [b, len, up = 0] of BASS[track.bass])
      play(mix, { at: at + b * beat, len: len * beat, midi: bassRoot + up, amp: 0.34, pan: 0, voice: 'bass' });
    const sorted = [...tones].sort((x, y) => x - y);
    const arpTones = [...sorted, ...sorted.map((m) => m + 12)];
    const upDown = [0, 1, 2, 3, 4, 5, 4, 3, 2, 1];
    for (let i = 0; i < 4 * track.arp; i++) {
      const midi = arpTones[upDown[i % upDown.length]!]!;
      const len = beat / track.arp;
      play(mix, { at: at + i * len, len, midi, amp: 0.07, pan: i % 2 ? 0.35 : -0.35, voice: 'pluck' });
    }
    if (track.drums && track.form[Math.floor(bar / 4)] !== '-') drums(mix, at, beat, rand);
  }
}

function drums(mix: Mix, at: number, beat: number, rand: () => number): void {
  kick(mix, at, 0.5);
  kick(mix, at + 2 * beat, 0.45);
  if (rand() < 0.3) kick(mix, at + 2.5 * beat, 0.22);
  for (let eighth = 0; eighth < 8; eighth++) {
    const amp = (eighth % 2 ? 0.055 : 0.03) * (0.8 + 0.4 * rand());
    hat(mix, at + (eighth / 2) * beat, amp, 0.3, rand);
  }
}

/** The nearest step of the pentatonic scale that is also in the chord, so the strong beats sound settled. */
function chordTone(step: number, degree: number): number {
  const chord = triad(degree);
  const fits = (s: number) => chord.includes(PENTATONIC[((s % 5) + 5) % 5]!);
  return [0, -1, 1, -2, 2].map((d) => step + d).find(fits) ?? step;
}

/** Four bars over one pass of the progression: a random walk on the scale, small steps, chord tones on beats 1 and 3. */
function phrase(rand: () => number, track: Music): MelodyNote[] {
  const notes: MelodyNote[] = [];
  let step = 5 + Math.floor(rand() * 3);
  for (let bar = 0; bar < 4; bar++) {
    for (const [beat, len] of bar === 3 ? CADENCE : pick(rand, RHYTHMS)) {
      step = Math.max(3, Math.min(8, step + pick(rand, STEPS)));
      if (beat % 2 === 0) step = chordTone(step, track.progression[bar]!);
      notes.push({ beat: bar * 4 + beat, len, step });
    }
  }
  return notes;
}

/**
 * Phrase B answers A: the same first two bars, then its own. Before every phrase (the first one too, at the end of
 * the track) two eighths climb to its first note, so the last bar leads back into the first.
 */
function melody(mix: Mix, track: Music, rand: () => number): void {
  const beat = 60 / track.bpm;
  const a = phrase(rand, track);
  const b = [...a.filter((n) => n.beat < 8), ...phrase(rand, track).filter((n) => n.beat >= 8)];
  const passes = track.form.length;
  for (let pass = 0; pass < passes; pass++) {
    const at = pass * 16 * beat;
    const letter = track.form[pass];
    const notes = letter === 'A' ? a : letter === 'B' ? b : [];
    const next = track.form[(pass + 1) % passes] === 'A' ? a[0] : track.form[(pass + 1) % passes] === 'B' ? b[0] : null;
    const pickup = next ? [2, 1].map((below, i) => ({ beat: 15 + i / 2, len: 0.5, step: next.step - below })) : [];
    for (const note of [...notes, ...pickup]) {
      const midi = melodyMidi(track, note.step);
      play(mix, { at: at + note.beat * beat, len: note.len * beat, midi, amp: 0.17, pan: 0.15, voice: track.lead });
    }
  }
}

/** Rain on the window: band-passed noise that swells and ebbs, with drops that ring on the scale. */
function rain(mix: Mix, track: Music, rand: () => number): void {
  const hiss = Float64Array.from({ length: mix.n }, () => rand() * 2 - 1);
  const rumble = Float64Array.from(hiss);
  lowpass(hiss, 3500);
  lowpass(rumble, 500);
  for (let i = 0; i < mix.n; i++) {
    const swell = 0.018 * (1 + 0.35 * Math.sin((2 * Math.PI * 3 * i) / mix.n));
    const s = (hiss[i]! - rumble[i]!) * swell;
    mix.l[i]! += s * (1 + 0.2 * Math.sin((2 * Math.PI * 5 * i) / mix.n));
    mix.r[i]! += s * (1 - 0.2 * Math.sin((2 * Math.PI * 5 * i) / mix.n));
  }
  for (let drop = 0; drop < (mix.n / SR) * 0.8; drop++) {
    const midi = track.key + 36 + pick(rand, PENTATONIC);
    play(mix, { at: (rand() * mix.n) / SR, len: 0.03, midi, amp: 0.02 + 0.03 * rand(), pan: rand() * 1.6 - 0.8, voice: 'pluck' });
  }
}

/** The buffer is a loop: a filter runs over it twice, so its state at the first sample is what the last one left. */
function lowpass(x: Float64Array, cutoff: number): void {
  const a = 1 - Math.exp((-2 * Math.PI * cutoff) / SR);
  let y = 0;
  for (const v of x) y += a * (v - y);
  for (let i = 0; i < x.length; i++) x[i] = y += a * (x[i]! - y);
}

/** A soft ping-pong echo, round the loop like the filter (echoes of the last bars sound over the first). */
function echo(mix: Mix, delay: number, feedback: number, wet: number): void {
  const el = new Float64Array(mix.n);
  const er = new Float64Array(mix.n);
  for (let pass = 0; pass < 2; pass++)
    for (let i = 0; i < mix.n; i++) {
      const j = (i - delay + mix.n) % mix.n;
      el[i] = (mix.l[j]! + mix.r[j]!) / 2 + feedback * er[j]!;
      er[i] = feedback * el[j]!;
    }
  for (let i = 0; i < mix.n; i++) {
    mix.l[i]! += wet * el[i]!;
    mix.r[i]! += wet * er[i]!;
  }
}

function compose(track: Music): Mix {
  const rand = mulberry32(track.seed);
  const n = Math.round(seconds(track) * SR);
  const mix = { l: new Float64Array(n), r: new Float64Array(n), n };
  harmony(mix, track, rand);
  melody(mix, track, rand);
  if (track.rain) rain(mix, track, rand);
  echo(mix, Math.round(0.75 * (60 / track.bpm) * SR), 0.35, 0.22);
  lowpass(mix.l, 7000);
  lowpass(mix.r, 7000);
  let peak = 0;
  for (let i = 0; i < n; i++) peak = Math.max(peak, Math.abs(mix.l[i]!), Math.abs(mix.r[i]!));
  for (let i = 0; i < n; i++) {
    mix.l[i]! *= PEAK / peak;
    mix.r[i]! *= PEAK / peak;
  }
  return mix;
}

/** Bit-exact flags and no metadata keep the muxer's ids, dates and version strings out, so runs compare equal. */
function encode(mix: Mix, file: string): void {
  const pcm = new Float32Array(mix.n * 2);
  for (let i = 0; i < mix.n; i++) {
    pcm[2 * i] = mix.l[i]!;
    pcm[2 * i + 1] = mix.r[i]!;
  }
  const input = ['-f', 'f32le', '-ar', String(SR), '-ac', '2', '-i', 'pipe:0'];
  // libopus's VBR spends well above its target on music this tonal (about 57 kb/s for 40k): the five tracks come to
  // about 2.7 MB of the music box's 3 MB, so longer or busier tracks need a lower target.
  const codec = ['-c:a', 'libopus', '-b:a', '40k', '-vbr', 'on', '-application', 'audio'];
  const exact = ['-map_metadata', '-1', '-fflags', '+bitexact', '-flags:a', '+bitexact'];
  // A Float32Array is in the machine's byte order, little-endian (f32le) on every platform Node runs on.
  const done = spawnSync('ffmpeg', ['-v', 'error', '-y', ...input, ...codec, ...exact, file], {
    input: new Uint8Array(pcm.buffer),
    stdio: ['pipe', 'inherit', 'inherit'],
  });
  if (done.status !== 0) throw new Error(`ffmpeg could not write ${file}: ${done.error?.message ?? `exit ${done.status}`}`);
}

await mkdir(TRACKS_DIR, { recursive: true });
for (const file of await readdir(TRACKS_DIR)) if (file.endsWith('.webm')) await rm(path.join(TRACKS_DIR, file));
const written = [];
for (const track of TRACKS) {
  const file = path.join(TRACKS_DIR, `${track.id}.webm`);
  encode(compose({ ...track.score, ...track.band }), file);
  const { id, title, mood, score } = track;
  const duration_seconds = Math.round(seconds(score) * 1000) / 1000;
  written.push({ id, title, mood, duration_seconds, bpm: score.bpm, bytes: (await stat(file)).size });
}
await writeFile(path.join(OUT, 'tracks.json'), `${JSON.stringify(written, null, 2)}\n`);
