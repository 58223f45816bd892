/**
 * Closed-class words that connected speech reduces: their vowels weaken ("you" as "yuh", "she" short) and their
 * last sounds merge into the next word, so only consonant swaps are checked in them.
 */
export const FUNCTION_WORDS: ReadonlySet<string> = new Set(
  (
    'a an the this that these those some any no every each ' +
    'i me my mine you your yours he him his she her hers it its we us our they them their ' +
    'am is are was were be been being do does did have has had will would shall should can could may might must ' +
    'to of in on at by for from with into onto about as than then so and or but if not ' +
    "there here where when what who how why which i'm you're it's don't can't"
  ).split(' '),
);
