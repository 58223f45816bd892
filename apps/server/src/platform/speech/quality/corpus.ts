import type { LabelledSentence } from '@parley/language';

/**
 * The labelled set for pronunciation quality: each sentence is spoken right, and again with one word said as the
 * named rule makes it (the synthesiser is given the variant's phones for that word, so the label is exact). Two
 * sentences per rule, everyday learner vocabulary.
 */
export const PRONUNCIATION_CORPUS: readonly LabelledSentence[] = [
  { text: 'I think we should leave now', word: 'think', rule: 'th-t' },
  { text: 'There are three windows in my room', word: 'three', rule: 'th-t' },
  { text: 'Thank you for your help yesterday', word: 'thank', rule: 'th-s' },
  { text: 'My brother is thirty years old', word: 'thirty', rule: 'th-s' },
  { text: 'There is nothing in the box', word: 'nothing', rule: 'th-f' },
  { text: 'We walked through the park', word: 'through', rule: 'th-f' },
  { text: 'This is my new phone', word: 'this', rule: 'dh-d' },
  { text: 'They went home early', word: 'they', rule: 'dh-d' },
  { text: 'My mother cooks every day', word: 'mother', rule: 'dh-d' },
  { text: 'I really like that song', word: 'that', rule: 'dh-d' },
  { text: 'The film was very good', word: 'very', rule: 'v-w' },
  { text: 'We live in a village near the river', word: 'village', rule: 'v-w' },
  { text: 'I love my new job', word: 'love', rule: 'v-b' },
  { text: 'She has a lovely voice', word: 'voice', rule: 'v-b' },
  { text: 'We went to the beach on Sunday', word: 'went', rule: 'w-v' },
  { text: 'The weather is nice today', word: 'weather', rule: 'w-v' },
  { text: 'The rice is ready', word: 'rice', rule: 'r-l' },
  { text: 'She bought a red car', word: 'red', rule: 'r-l' },
  { text: 'I like to play football', word: 'play', rule: 'l-r' },
  { text: 'The light is too bright', word: 'light', rule: 'l-r' },
  { text: 'I want to leave early', word: 'leave', rule: 'iy-ih' },
  { text: 'Please take a seat', word: 'seat', rule: 'iy-ih' },
  { text: 'The ship is in the port', word: 'ship', rule: 'ih-iy' },
  { text: 'He lives in a big city', word: 'big', rule: 'ih-iy' },
  { text: 'Do you like the food here', word: 'food', rule: 'uw-uh' },
  { text: 'The pool is closed today', word: 'pool', rule: 'uw-uh' },
  { text: 'This is a good book', word: 'book', rule: 'uh-uw' },
  { text: 'The bus was full this morning', word: 'full', rule: 'uh-uw' },
  { text: 'It was a bad day', word: 'bad', rule: 'ae-eh' },
  { text: 'The man is very tall', word: 'man', rule: 'ae-eh' },
  { text: 'Can you lend me a pen', word: 'pen', rule: 'eh-ae' },
  { text: 'I met her last week', word: 'met', rule: 'eh-ae' },
  { text: 'Can you help me find my bag', word: 'bag', rule: 'final-drop' },
  { text: 'We had a great time', word: 'great', rule: 'final-drop' },
];
