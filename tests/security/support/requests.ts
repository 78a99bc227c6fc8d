import fc from 'fast-check';
import { z } from 'zod';
import { fileArb, hostileJson } from './inputs';

/**
 * Request values generated from a route's own zod schema (through its JSON Schema): valid values get past
 * validation into the handlers, and mutated or random ones test validation itself.
 */
type JsonSchema = {
  type?: string | string[];
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  enum?: unknown[];
  const?: unknown;
  items?: JsonSchema;
  minItems?: number;
  maxItems?: number;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
};

export function jsonSchemaOf(schema: z.ZodType | undefined): JsonSchema | undefined {
  if (!schema) return undefined;
  try {
    return z.toJSONSchema(schema, { unrepresentable: 'any', io: 'input' }) as JsonSchema;
  } catch {
    return {};
  }
}

/** Letters of both languages and digits: never blank after trim. */
const letters = fc.constantFrom(...'abcdefghxyzАБВГӨҮЭЯабвгөүэя0123456789'.split(''));

function validString(s: JsonSchema): fc.Arbitrary<unknown> {
  if (s.format === 'binary') return fileArb;
  const min = s.minLength ?? 1;
  const max = Math.min(s.maxLength ?? min + 24, min + 24);
  if (s.pattern) {
    try {
      return fc.stringMatching(new RegExp(s.pattern)).filter((v) => v.length >= (s.minLength ?? 0) && v.length <= (s.maxLength ?? Infinity));
    } catch {
      // fast-check cannot generate from every regular expression (lookaheads): fall back to plain text.
    }
  }
  if (s.format === 'uri' || s.format === 'url') return fc.webUrl();
  if (s.format === 'date-time') return fc.date({ min: new Date('2000-01-01'), max: new Date('2099-12-31'), noInvalidDate: true }).map((d) => d.toISOString());
  return fc.string({ unit: letters, minLength: min, maxLength: Math.max(min, max) });
}

function validNumber(s: JsonSchema, integer: boolean): fc.Arbitrary<number> {
  const low = s.minimum ?? (s.exclusiveMinimum !== undefined ? s.exclusiveMinimum + 1 : undefined);
  const high = s.maximum ?? (s.exclusiveMaximum !== undefined ? s.exclusiveMaximum - 1 : undefined);
  // Ids of the demo content are small: prefer them when the range allows.
  const min = Math.max(low ?? 1, -1_000_000);
  const max = Math.min(high ?? 200, 1_000_000_000);
  if (min > max) return fc.constant(low ?? high ?? 1);
  const preferred = fc.integer({ min, max: Math.min(max, Math.max(min, 200)) });
  return integer ? preferred : fc.oneof(preferred, fc.double({ min, max, noNaN: true }));
}

/**
 * What a field's name says that its JSON Schema cannot (refinements, z.instanceof(File)): the handlers
 * check these further, so a plausible value of the named kind gets requests through.
 */
const BY_NAME: [RegExp, fc.Arbitrary<unknown>][] = [
  [/e-?mail/i, fc.constantFrom('fuzz@example.com', 'member@example.com', 'participant1@example.com', 'admin@example.com')],
  [/phone/i, fc.stringMatching(/^[0-9]{8}$/)],
  [/date|_at$|day/i, fc.constantFrom('2025-09-11', '2025-09-12', '2030-01-01')],
  [/time/i, fc.constantFrom('10:00', '11:00', '10:00:00')],
  [/url|link|website/i, fc.webUrl()],
  [/image|logo|pdf|file|video|photo|picture|poster|img|attachment|excel|xlsx/i, fileArb],
];

/** A value the schema accepts (as far as JSON Schema can say: refinements may still refuse it). */
export function validFor(s: JsonSchema | undefined, depth = 0, name = ''): fc.Arbitrary<unknown> {
  if (!s || depth > 5) return hostileJson;
  const byName = BY_NAME.find(([pattern]) => pattern.test(name))?.[1];
  const unconstrained = !s.enum && s.const === undefined && !s.pattern && (s.type === undefined || s.type === 'string');
  if (byName && unconstrained) return byName;
  if (s.const !== undefined) return fc.constant(s.const);
  if (s.enum) return fc.constantFrom(...s.enum);
  const alternatives = s.anyOf ?? s.oneOf;
  if (alternatives?.length) return fc.oneof(...alternatives.map((a) => validFor(a, depth + 1, name)));
  if (s.allOf?.length) return validFor(Object.assign({}, ...s.allOf), depth + 1, name);
  const type = Array.isArray(s.type) ? s.type.find((t) => t !== 'null') : s.type;
  switch (type) {
    case 'string':
      return validString(s);
    case 'integer':
      return validNumber(s, true);
    case 'number':
      return validNumber(s, false);
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array': {
      const minLength = s.minItems ?? 0;
      return fc.array(validFor(s.items, depth + 1, name), { minLength, maxLength: Math.min(s.maxItems ?? minLength + 3, minLength + 3) });
    }
    case 'object':
      return validObject(s, depth);
    default:
      return hostileJson;
  }
}

/** Every declared field is sent: fields with a default are often required by a later refinement. */
function validObject(s: JsonSchema, depth = 0): fc.Arbitrary<Record<string, unknown>> {
  const properties = s.properties ?? {};
  return fc.record(Object.fromEntries(Object.entries(properties).map(([k, v]) => [k, validFor(v, depth + 1, k)])));
}

/** The property names an object (or a union of objects) schema declares. */
function propertyNames(s: JsonSchema | undefined): string[] {
  if (!s) return [];
  const own = Object.keys(s.properties ?? {});
  return [...new Set([...own, ...[...(s.anyOf ?? []), ...(s.oneOf ?? []), ...(s.allOf ?? [])].flatMap(propertyNames)])];
}

const EXTRA_KEYS = ['__proto__', 'constructor', 'id', 'admin', 'account_role', 'approved', 'x'];

/**
 * Objects for a schema: valid ones; valid ones with one field made hostile or dropped; and wholly random
 * ones (each declared field valid, hostile or missing), any of them with unexpected extra fields.
 */
export function objectsFor(schema: z.ZodType | undefined): fc.Arbitrary<Record<string, unknown>> {
  const json = jsonSchemaOf(schema);
  const names = propertyNames(json);
  const valid = (json?.properties || json?.anyOf || json?.oneOf ? validFor(json) : fc.constant({})).map((v) =>
    typeof v === 'object' && v !== null && !Array.isArray(v) ? (v as Record<string, unknown>) : {},
  );
  const mutated = fc.tuple(valid, fc.nat(), hostileJson, fc.boolean()).map(([v, i, bad, drop]) => {
    if (names.length === 0) return v;
    const key = names[i % names.length]!;
    const out = { ...v };
    if (drop) delete out[key];
    else out[key] = bad;
    return out;
  });
  const random = fc.record(
    Object.fromEntries(
      names.map((k) => [k, fc.oneof(validFor(json?.properties?.[k], 1, k), hostileJson, fc.constant(undefined))]),
    ),
    { requiredKeys: [] },
  );
  const extra = fc.dictionary(fc.constantFrom(...EXTRA_KEYS), hostileJson, { maxKeys: 2 });
  const base = fc.oneof({ weight: 3, arbitrary: valid }, { weight: 3, arbitrary: mutated }, { weight: 2, arbitrary: random });
  return fc.tuple(base, fc.oneof({ weight: 3, arbitrary: fc.constant({}) }, { weight: 1, arbitrary: extra })).map(([b, e]) => ({ ...e, ...b }));
}
