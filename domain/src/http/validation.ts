import { object, type AnyObject, type InferType, type ObjectSchema, type ObjectShape } from 'yup';

/** An object schema that refuses the fields it does not list. */
export function strictObject<S extends ObjectShape>(shape: S) {
  return object(shape).noUnknown(true, 'Unexpected field: ${unknown}');
}

/**
 * Validates as the API does: the first failing rule's message, and unknown fields refused.
 * (Yup's default cast silently drops unknown fields before noUnknown can see them.)
 */
export function validateStrict<S extends ObjectSchema<AnyObject>>(schema: S, value: unknown): Promise<InferType<S>> {
  return schema.validate(value, { abortEarly: true, stripUnknown: false });
}
