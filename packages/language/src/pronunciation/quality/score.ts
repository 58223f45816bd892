/** A sentence of the labelled corpus: `word` in it is said as the variant rule `rule` makes it. */
export interface LabelledSentence {
  text: string;
  word: string;
  rule: string;
}

/** One synthesised clip of a labelled sentence, said right or with its labelled error, and what the engine found. */
export interface ClipOutcome {
  sentence: LabelledSentence;
  voice: string;
  mispronounced: boolean;
  findings: readonly { word: string; rule: string }[];
  /** Words the engine aligned and judged (flagged or not). */
  assessedWords: number;
  audioSeconds: number;
  /** Time the assessment took (alignment included), synthesis and reference timings excluded. */
  assessSeconds: number;
}

export interface RuleQuality {
  targets: number;
  hits: number;
  /** Findings of this rule that were not the labelled error. */
  falseFindings: number;
}

export interface PronunciationQuality {
  /** Share of findings that are the labelled error (word and rule both right). */
  precision: number;
  /** Share of labelled errors found. */
  recall: number;
  /** Findings per assessed word on sentences said right. */
  falseAlarmRate: number;
  /** Assessment time over audio time. */
  rtf: number;
  clips: number;
  perRule: Record<string, RuleQuality>;
}

const isHit = (clip: ClipOutcome, finding: { word: string; rule: string }) =>
  clip.mispronounced && finding.word === clip.sentence.word && finding.rule === clip.sentence.rule;

export function scoreClips(clips: readonly ClipOutcome[]): PronunciationQuality {
  const perRule: Record<string, RuleQuality> = {};
  const rule = (id: string) => (perRule[id] ??= { targets: 0, hits: 0, falseFindings: 0 });
  let findings = 0;
  let hits = 0;
  let targets = 0;
  let rightWords = 0;
  let rightFindings = 0;
  for (const clip of clips) {
    if (clip.mispronounced) {
      targets++;
      rule(clip.sentence.rule).targets++;
    } else {
      rightWords += clip.assessedWords;
      rightFindings += clip.findings.length;
    }
    for (const finding of clip.findings) {
      findings++;
      if (isHit(clip, finding)) {
        hits++;
        rule(finding.rule).hits++;
      } else {
        rule(finding.rule).falseFindings++;
      }
    }
  }
  const seconds = (key: 'audioSeconds' | 'assessSeconds') => clips.reduce((sum, c) => sum + c[key], 0);
  return {
    precision: findings === 0 ? 1 : hits / findings,
    recall: targets === 0 ? 1 : hits / targets,
    falseAlarmRate: rightWords === 0 ? 0 : rightFindings / rightWords,
    rtf: seconds('audioSeconds') === 0 ? 0 : seconds('assessSeconds') / seconds('audioSeconds'),
    clips: clips.length,
    perRule,
  };
}
