import { dictionary } from 'cmu-pronouncing-dictionary';
import { COMMON_ADJECTIVES } from '../lexicon/adjectives.ts';
import { COUNTABLE_NOUNS, PERSON_NOUNS } from '../lexicon/nouns.ts';
import { verbBase } from '../lexicon/verb-forms.ts';
import { at, hit, words, type Rule, type RuleHit } from './rule.ts';

const SINGULAR_TRIGGERS = new Set(
  "am is was i'm he's she's it's have has had need needs want wants bought buy got get there's".split(' '),
);
const PREPOSITIONS = new Set(['in', 'at', 'from', 'near', 'with', 'for']);
const NOT_WITHOUT_ARTICLE = new Set(
  [...COUNTABLE_NOUNS, ...PERSON_NOUNS].filter(
    (n) =>
      ![
        'school',
        'university',
        'hospital',
        'town',
        'day',
        'week',
        'month',
        'year',
        'hour',
        'minute',
        'parents',
        'boss',
        'man',
        'person',
      ].includes(n),
  ),
);
const INTENSIFIERS = new Set(['very', 'really', 'quite']);

const article = (word: string) => (/^[AEIOU]/.test(dictionary[word] ?? '') ? 'an' : 'a');

/** "i am student", "i have car", "it is good idea", "we live in small village". */
export const articleMissing: Rule = (t) => {
  const out: RuleHit[] = [];
  for (let i = 0; i < t.length - 1; i += 1) {
    const trigger = at(t, i);
    const preposition = PREPOSITIONS.has(trigger);
    if (!SINGULAR_TRIGGERS.has(trigger) && !preposition) continue;
    let j = i + 1;
    if (INTENSIFIERS.has(at(t, j))) j += 1;
    const adjectives = COMMON_ADJECTIVES.has(at(t, j)) ? 1 : 0;
    j += adjectives;
    const noun = at(t, j);
    const maybeVerb = adjectives === 0 && /^(want|need)s?$/.test(trigger) && verbBase(noun);
    if (!NOT_WITHOUT_ARTICLE.has(noun) || (preposition && adjectives === 0) || maybeVerb) continue;
    if (at(t, j + 1) === "'s" || NOT_WITHOUT_ARTICLE.has(at(t, j + 1))) continue;
    const phrase = words(t, i + 1, j + 1);
    const a = article(at(t, i + 1));
    out.push(hit(i, j + 1, `${trigger} ${a} ${phrase}`, 'article-missing', `'${noun}' is countable: say '${a} ${phrase}'.`));
  }
  return out;
};

const ABSTRACT = new Set(
  'life love nature society happiness education technology health success friendship science politics'.split(' '),
);
const SPORTS = new Set('football tennis basketball soccer golf chess volleyball baseball cricket hockey rugby'.split(' '));
const GENERAL_VERBS = new Set(['is', 'are', 'was', 'can', 'makes', 'has', 'gives', 'needs']);

/** "the life is hard", "play the football", "at the home", "the most of my friends". */
export const articleExtra: Rule = (t) => {
  const out: RuleHit[] = [];
  t.forEach((token, i) => {
    if (token.text !== 'the') return;
    const next = at(t, i + 1);
    const before = at(t, i - 1);
    const general = i === 0 && ABSTRACT.has(next) && GENERAL_VERBS.has(at(t, i + 2));
    const sport = SPORTS.has(next) && /^play/.test(before);
    const place =
      (before === 'at' && ['home', 'midnight'].includes(next)) || (before === 'by' && ['train', 'plane'].includes(next));
    const most = next === 'most' && at(t, i + 2) === 'of' && !/^mak/.test(before);
    if (!general && !sport && !place && !most) return;
    const why = general
      ? `Speaking about '${next}' in general, use no article: '${next}'.`
      : sport
        ? `Sports take no article: 'play ${next}'.`
        : most
          ? `Say 'most of', without 'the'.`
          : `Say '${before} ${next}', without 'the'.`;
    out.push(hit(i, i + 1, '', 'article-extra', why));
  });
  return out;
};
