/**
 * Grammar words every speaker uses whatever their level: left out of the level profile so it shows the range of
 * content words (otherwise any talk is 90% A1).
 */
export const FUNCTION_WORDS = new Set(
  (
    'a an the this that these those i me my mine you your yours he him his she her hers it its we us our ours they ' +
    'them their theirs myself yourself himself herself itself ourselves themselves who whom whose which what ' +
    'be am is are was were been being have has had having do does did done doing will would shall should can could ' +
    'may might must ought and but or nor so yet for if because as than then though although while when where why how ' +
    'of to in on at by with from into onto about over under up down out off through between after before during ' +
    'without within against among around there here not no yes some any all each every both either neither much many ' +
    'more most few less such own other another same just too also only very really well oh okay ok'
  ).split(' '),
);
