import {
  object,
  ValidationError,
  type AnyObject,
  type InferType,
  type ObjectSchema,
  type ObjectShape,
  type Schema,
  string,
} from 'yup';

/** An object schema that refuses the fields it does not list. */
export function strictObject<S extends ObjectShape>(shape: S) {
  return object(shape).noUnknown(true, 'Unexpected field: ${unknown}');
}

/**
 * The message of a `oneOf` refusal: 'Unknown status: nope' names a short string it was given, and
 * nothing else (a deep object or a long text would be printed whole into the answer, slowly).
 */
export const unknownValue =
  (label: string) =>
  ({ value }: { value: unknown }): string =>
    typeof value === 'string' && value.length <= 40 ? `Unknown ${label}: ${value}` : `Unknown ${label}`;

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** A query parameter naming a calendar day, 'YYYY-MM-DD' (optional). */
export const dayQueryField = (name: string) =>
  string()
    .strict()
    .typeError(`${name} must be a day like 2026-11-28`)
    .matches(DAY, `${name} must be a day like 2026-11-28`)
    .test('real-day', `${name} must be a day like 2026-11-28`, (value) => {
      if (!value) return true;
      const date = new Date(`${value}T00:00:00Z`);
      return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
    });

/** The answer to a body that is not a JSON object. */
export const NOT_AN_OBJECT = 'Request body must be a JSON object';

/** The answer to a body yup cannot read (a shape no schema rule describes). */
export const UNREADABLE_BODY = 'Request body is not valid for this call';

/** A JSON object: not an array, nor another kind of object (a Buffer of raw bytes, a Date). */
function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const prototype: unknown = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
}

/**
 * What yup cannot be given safely: a key that is not the schema's own field (yup looks fields up
 * by name, so `constructor` or `toString` reach Object.prototype), and a non-string where a
 * string is expected (yup's trim calls the value's `.trim`). A field that reads such a value
 * itself answers with its own message; otherwise the problem is named here. Null when none.
 */
async function shapeProblem(schema: ObjectSchema<AnyObject>, value: Record<string, unknown>): Promise<string | null> {
  const fields = schema.fields as Record<string, Schema>;
  for (const key of Object.keys(value)) {
    if (!Object.hasOwn(fields, key)) return `Unexpected field: ${key}`;
    const field = fields[key]!;
    const given = value[key];
    if (field.type !== 'string' || given === null || given === undefined || typeof given === 'string') continue;
    try {
      await field.validate(given);
    } catch (error) {
      if (error instanceof ValidationError) return error.errors[0] ?? error.message;
    }
    return `${key} must be a string`;
  }
  return null;
}

/**
 * Validates as the API does: the first failing rule's message, unknown fields refused, and
 * every other malformed body (not an object, prototype-named keys, wrong JSON types) refused
 * with a ValidationError too, never a TypeError. (Yup's default cast would silently drop
 * unknown fields before noUnknown could see them, hence stripUnknown: false.)
 */
export async function validateStrict<S extends ObjectSchema<AnyObject>>(
  schema: S,
  value: unknown,
): Promise<InferType<S>> {
  if (!isPlainObject(value)) throw new ValidationError(NOT_AN_OBJECT);
  const problem = await shapeProblem(schema, value);
  if (problem) throw new ValidationError(problem);
  try {
    return await schema.validate(value, { abortEarly: true, stripUnknown: false });
  } catch (error) {
    if (error instanceof ValidationError) throw error;
    throw new ValidationError(UNREADABLE_BODY);
  }
}
