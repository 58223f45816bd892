/**
 * OpenAI's realtime API reads pcm16 at 24 kHz; the browser sends 16 kHz. Linear interpolation (output sample j sits
 * at input position 2j/3) across piece boundaries, so the audio clock and the servers' milliseconds stay the same.
 */
export function createUpsampler16to24() {
  let odd: Buffer | null = null;
  let previous: number | null = null;
  /** Index of the first sample of the next piece, and of the next output sample, since the start. */
  let nextInput = 0;
  let nextOutput = 0;

  return (pcm16: Buffer): Buffer => {
    const bytes = odd ? Buffer.concat([odd, pcm16]) : pcm16;
    const whole = bytes.length - (bytes.length % 2);
    odd = whole < bytes.length ? Buffer.from(bytes.subarray(whole)) : null;
    const samples: number[] = previous === null ? [] : [previous];
    for (let i = 0; i < whole; i += 2) samples.push(bytes.readInt16LE(i));
    const first = previous === null ? nextInput : nextInput - 1;
    const last = first + samples.length - 1;
    const out: number[] = [];
    for (;;) {
      const at = Math.floor((nextOutput * 2) / 3);
      const thirds = (nextOutput * 2) % 3;
      if (thirds === 0 ? at > last : at + 1 > last) break;
      const a = samples[at - first]!;
      out.push(thirds === 0 ? a : Math.round(a + ((samples[at + 1 - first]! - a) * thirds) / 3));
      nextOutput += 1;
    }
    nextInput += whole / 2;
    if (samples.length) previous = samples[samples.length - 1]!;
    const result = Buffer.alloc(out.length * 2);
    out.forEach((s, i) => result.writeInt16LE(s, i * 2));
    return result;
  };
}
