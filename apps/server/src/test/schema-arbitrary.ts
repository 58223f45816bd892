import fc from 'fast-check';

/** The part of JSON Schema that the OpenAPI document's parameters and bodies use (OpenAPI 3.0 flavour). */
export interface JsonSchema {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  nullable?: boolean;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: boolean | number;
  exclusiveMaximum?: boolean | number;
  items?: JsonSchema;
  minItems?: number;
  maxItems?: number;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
}

/** Strings that have broken servers: control characters, lone surrogates, escapes, paths, numbers' edges, markup. */
const ODD_STRINGS = [
  '',
  ' ',
  '%',
  '%00',
  '%zz',
  '..',
  '../../etc/passwd',
  '/',
  '\\',
  '\u0000',
  'a\u0000b',
  '\r\n',
  '\uD800',
  '\uFEFF',
  '\u202E',
  'null',
  'undefined',
  'true',
  '-1',
  '0',
  '1.5',
  '1e309',
  '9007199254740993',
  '99999999999999999999',
  'NaN',
  '__proto__',
  'constructor',
  '<script>alert(1)</script>',
  "' OR 1=1 --",
  '{}',
  '[]',
  '😀👍🏽',
  'ǅ\u0301\u0301\u0301',
];

export const oddString: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(...ODD_STRINGS),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string({ unit: 'binary-ascii', maxLength: 40 }),
  fc.integer({ min: 101, max: 20_000 }).map((n) => 'x'.repeat(n)),
);

/** Any JSON value or odd text: what a client that ignores the contract might send in place of a field. */
export const anyValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.jsonValue({ maxDepth: 3 }),
  oddString,
  fc.constantFrom(-1, 0, 2 ** 31, 2 ** 53, -(2 ** 63), 1e308, 0.5, true, false, null, [], {}),
);

const BIG = Number.MAX_SAFE_INTEGER;

function integerOf(s: JsonSchema): fc.Arbitrary<number> {
  const exclusiveMin = s.exclusiveMinimum === true ? 1 : 0;
  const exclusiveMax = s.exclusiveMaximum === true ? 1 : 0;
  const min = typeof s.exclusiveMinimum === 'number' ? s.exclusiveMinimum + 1 : (s.minimum ?? -BIG) + exclusiveMin;
  const max = typeof s.exclusiveMaximum === 'number' ? s.exclusiveMaximum - 1 : (s.maximum ?? BIG) - exclusiveMax;
  // Small numbers name rows the sweep itself has made (ids count from 1); the edges find columns narrower than the contract.
  return fc.oneof(
    fc.integer({ min: Math.max(min, Math.min(max, 1)), max: Math.min(max, Math.max(min, 5)) }),
    fc.bigInt({ min: BigInt(min), max: BigInt(max) }).map(Number),
    fc.constantFrom(min, max),
  );
}

function numberOf(s: JsonSchema): fc.Arbitrary<number> {
  const min = typeof s.exclusiveMinimum === 'number' ? s.exclusiveMinimum : (s.minimum ?? -1e12);
  const max = typeof s.exclusiveMaximum === 'number' ? s.exclusiveMaximum : (s.maximum ?? 1e12);
  const open = s.exclusiveMinimum !== undefined || s.exclusiveMaximum !== undefined;
  return fc.double({ min, max, noNaN: true, noDefaultInfinity: true, minExcluded: open, maxExcluded: open });
}

function textOf(s: JsonSchema): fc.Arbitrary<string> {
  const minLength = s.minLength ?? 0;
  const maxLength = Math.min(s.maxLength ?? minLength + 30, minLength + 30);
  const fit = (text: string) => (s.maxLength !== undefined ? text.slice(0, s.maxLength) : text);
  if (s.pattern) return fc.stringMatching(new RegExp(s.pattern, 'u')).map(fit);
  if (s.format === 'email') return fc.emailAddress().map(fit);
  if (s.format === 'uri') return fc.webUrl().map(fit);
  if (s.format === 'uuid') return fc.uuid();
  if (s.format === 'date-time') return fc.date({ noInvalidDate: true }).map((d) => d.toISOString());
  return fc.oneof(fc.string({ minLength, maxLength }), fc.string({ unit: 'grapheme', minLength, maxLength }));
}

function objectOf(s: JsonSchema): fc.Arbitrary<Record<string, unknown>> {
  const properties = s.properties ?? {};
  if (Object.keys(properties).length === 0 && typeof s.additionalProperties === 'object') {
    return fc.dictionary(fc.string({ minLength: 1, maxLength: 12 }), shaped(s.additionalProperties), { maxKeys: 4 });
  }
  const fields = Object.fromEntries(Object.entries(properties).map(([key, value]) => [key, shaped(value)]));
  return fc.record(fields, { requiredKeys: (s.required ?? []).filter((key) => key in properties) });
}

function typed(s: JsonSchema, type: string | undefined): fc.Arbitrary<unknown> {
  switch (type) {
    case 'string':
      return textOf(s);
    case 'integer':
      return integerOf(s);
    case 'number':
      return numberOf(s);
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array':
      return fc.array(shaped(s.items ?? {}), {
        minLength: s.minItems ?? 0,
        maxLength: Math.min(s.maxItems ?? 4, (s.minItems ?? 0) + 4),
      });
    case 'object':
      return objectOf(s);
    default:
      return s.properties ? objectOf(s) : fc.jsonValue({ maxDepth: 2 });
  }
}

/** A value of the schema's shape: what a client following the contract sends (mostly valid; refusals are fine too). */
export function shaped(s: JsonSchema): fc.Arbitrary<unknown> {
  let value: fc.Arbitrary<unknown>;
  if (s.const !== undefined) value = fc.constant(s.const);
  else if (s.enum) value = fc.constantFrom(...s.enum);
  else if (s.anyOf ?? s.oneOf ?? s.allOf) value = fc.oneof(...(s.anyOf ?? s.oneOf ?? s.allOf ?? []).map(shaped));
  else if (Array.isArray(s.type)) value = fc.oneof(...s.type.map((type) => typed(s, type)));
  else value = typed(s, s.type);
  return s.nullable ? fc.option(value, { nil: null, freq: 4 }) : value;
}

/** The value with one field dropped, replaced by anything or joined by an unexpected one. */
function brokenObject(s: JsonSchema): fc.Arbitrary<unknown> {
  const keys = Object.keys(s.properties ?? {});
  const key = fc.oneof(fc.constantFrom(...keys, '__proto__', 'constructor'), fc.string({ maxLength: 12 }));
  return fc.tuple(objectOf(s), key, anyValue, fc.boolean()).map(([value, k, replacement, drop]) => {
    const broken: Record<string, unknown> = { ...value };
    if (drop) delete broken[k];
    else Object.defineProperty(broken, k, { value: replacement, enumerable: true, writable: true, configurable: true });
    return broken;
  });
}

/** A value a client ignoring the contract might send: anything at all, or the right shape broken in one place. */
export function malformed(s: JsonSchema): fc.Arbitrary<unknown> {
  const near: fc.Arbitrary<unknown>[] = [];
  if (s.properties) near.push(brokenObject(s));
  if (s.type === 'array') near.push(fc.array(anyValue, { minLength: (s.maxItems ?? 50) + 1, maxLength: (s.maxItems ?? 50) + 3 }));
  if (s.maxLength !== undefined) near.push(fc.constant('y'.repeat(s.maxLength + 1)));
  if (s.minimum !== undefined) near.push(fc.constantFrom(s.minimum - 1, s.minimum - 0.5));
  if (s.maximum !== undefined) near.push(fc.constantFrom(s.maximum + 1, s.maximum + 0.5, 2 ** 63));
  return near.length > 0 ? fc.oneof(anyValue, ...near) : anyValue;
}
