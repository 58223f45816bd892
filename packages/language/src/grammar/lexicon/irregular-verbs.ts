/** Irregular verbs a learner meets first: base, past, past participle. */
const TABLE = `be was been|become became become|begin began begun|bite bit bitten|blow blew blown|break broke broken
bring brought brought|build built built|buy bought bought|catch caught caught|choose chose chosen|come came come
cost cost cost|cut cut cut|do did done|draw drew drawn|drink drank drunk|drive drove driven|eat ate eaten
fall fell fallen|feel felt felt|fight fought fought|find found found|fly flew flown|forget forgot forgotten
forgive forgave forgiven|freeze froze frozen|get got got|give gave given|go went gone|grow grew grown
have had had|hear heard heard|hide hid hidden|hit hit hit|hold held held|hurt hurt hurt
keep kept kept|know knew known|lead led led|leave left left|lend lent lent|let let let
lose lost lost|make made made|mean meant meant|meet met met|pay paid paid|put put put
read read read|ride rode ridden|ring rang rung|rise rose risen|run ran run|say said said|see saw seen
sell sold sold|send sent sent|set set set|shake shook shaken|shoot shot shot|show showed shown
shut shut shut|sing sang sung|sink sank sunk|sit sat sat|sleep slept slept|speak spoke spoken|spend spent spent
stand stood stood|steal stole stolen|stick stuck stuck|swim swam swum|take took taken|teach taught taught
tear tore torn|tell told told|think thought thought|throw threw thrown|understand understood understood
wake woke woken|wear wore worn|win won won|write wrote written`;

export interface VerbParts {
  base: string;
  past: string;
  participle: string;
}

export const IRREGULAR_VERBS: ReadonlyMap<string, VerbParts> = new Map(
  TABLE.split(/[|\n]/).map((entry) => {
    const [base, past, participle] = entry.trim().split(' ') as [string, string, string];
    return [base, { base, past, participle }];
  }),
);

/** Past forms that are not also the participle, so "have went" is wrong but "have made" is not. */
export const PAST_NOT_PARTICIPLE: ReadonlyMap<string, VerbParts> = new Map(
  [...IRREGULAR_VERBS.values()].filter((v) => v.past !== v.participle).map((v) => [v.past, v]),
);
