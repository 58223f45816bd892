import { createHash } from 'node:crypto';
import { mkdir, readFile, rename, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { LEARNER_FORMS } from './learner-forms.ts';
import { baseWord } from './pocketsphinx-output.ts';

export interface DecoderDictionary {
  path: string;
  /** Dictionary entries ("bought(3)") that stand for a learner form, to the form ("buyed"). */
  learnerForms: Map<string, string>;
}

/**
 * The model's dictionary, plus each learner form as the next alternate pronunciation of the word it stands for.
 * Written once per content under `dir` (rebuilt when the forms change); without forms, the model's own file.
 */
export async function decoderDictionary(modelDir: string, dir: string, withLearnerForms: boolean): Promise<DecoderDictionary> {
  const base = path.join(modelDir, 'cmudict-en-us.dict');
  if (!withLearnerForms) return { path: base, learnerForms: new Map() };
  const text = await readFile(base, 'utf8');
  const alternates = new Map<string, number>();
  for (const line of text.split('\n')) {
    const entry = line.slice(0, line.indexOf(' '));
    const word = baseWord(entry);
    const index = Number(/\((\d+)\)$/.exec(entry)?.[1] ?? 1);
    alternates.set(word, Math.max(index, alternates.get(word) ?? 0));
  }
  const learnerForms = new Map<string, string>();
  const extra = LEARNER_FORMS.filter((f) => alternates.has(f.standsFor)).map((f) => {
    const n = (alternates.get(f.standsFor) ?? 1) + 1;
    alternates.set(f.standsFor, n);
    learnerForms.set(`${f.standsFor}(${n})`, f.said);
    return `${f.standsFor}(${n}) ${f.phones}`;
  });
  const content = `${text.replace(/\n*$/, '\n')}${extra.join('\n')}\n`;
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
  return { path: file, learnerForms };
}
