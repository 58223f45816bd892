import { createHash } from 'node:crypto';
import { mkdir, readFile, rename, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { baseWord } from './pocketsphinx-output.ts';

/** An extra pronunciation of a word the language model knows, added to the decoder's dictionary. */
export interface ExtraPronunciation {
  /** The model's word whose place in the language model it takes. */
  standsFor: string;
  /** CMU phones without stress digits, space-separated. */
  phones: string;
  /** Written in the transcript instead of `standsFor` (a learner form: "buyed" for "bought"). */
  writtenAs?: string;
  /** The pronunciation rule that made it ("th-t"), when it is the word said the way learners get it wrong. */
  variant?: string;
}

/** What a dictionary entry the decoder chose ("bought(3)") stands for, when it is one of ours. */
export interface ExtraEntry {
  word: string;
  variant?: string;
  /** For a learner form written instead of the model's word: that word. */
  learnerFormOf?: string;
}

export interface DecoderDictionary {
  path: string;
  extras: Map<string, ExtraEntry>;
}

/**
 * The model's dictionary, plus each extra pronunciation as the next alternate of the word it stands for (words the
 * model's dictionary lacks are left out: the language model would not know them either). Written once per content
 * under `dir`; without extras, the model's own file.
 */
export async function decoderDictionary(
  modelDir: string,
  dir: string,
  extraPronunciations: readonly ExtraPronunciation[],
): Promise<DecoderDictionary> {
  const base = path.join(modelDir, 'cmudict-en-us.dict');
  if (extraPronunciations.length === 0) return { path: base, extras: new Map() };
  const text = await readFile(base, 'utf8');
  const alternates = new Map<string, number>();
  const spelled = new Set<string>();
  for (const line of text.split('\n')) {
    const space = line.indexOf(' ');
    const entry = line.slice(0, space);
    const word = baseWord(entry);
    const index = Number(/\((\d+)\)$/.exec(entry)?.[1] ?? 1);
    alternates.set(word, Math.max(index, alternates.get(word) ?? 0));
    spelled.add(`${word} ${line.slice(space + 1).trim()}`);
  }
  const extras = new Map<string, ExtraEntry>();
  const lines: string[] = [];
  for (const extra of extraPronunciations) {
    const known = alternates.get(extra.standsFor);
    // A variant the model already lists as right ("either" both ways) is no variant.
    if (known === undefined || (!extra.writtenAs && spelled.has(`${extra.standsFor} ${extra.phones}`))) continue;
    spelled.add(`${extra.standsFor} ${extra.phones}`);
    const entry = `${extra.standsFor}(${known + 1})`;
    alternates.set(extra.standsFor, known + 1);
    extras.set(entry, {
      word: extra.writtenAs ?? extra.standsFor,
      ...(extra.variant ? { variant: extra.variant } : {}),
      ...(extra.writtenAs ? { learnerFormOf: extra.standsFor } : {}),
    });
    lines.push(`${entry} ${extra.phones}`);
  }
  const content = `${text.replace(/\n*$/, '\n')}${lines.join('\n')}\n`;
  const file = path.join(dir, `pocketsphinx-${createHash('sha256').update(content).digest('hex').slice(0, 16)}.dict`);
  if (
    !(await stat(file).then(
      () => true,
      () => false,
    ))
  ) {
    await mkdir(dir, { recursive: true });
    const partial = `${file}.${process.pid}`;
    await writeFile(partial, content);
    await rename(partial, file);
  }
  return { path: file, extras };
}
