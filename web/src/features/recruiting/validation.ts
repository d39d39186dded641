import type { AnyObject, ObjectSchema } from 'yup';
import { validateYupSchema, yupToFormErrors, type FormikErrors } from 'formik';

/**
 * A Formik `validate` for one step: the step's domain schema over the step's own fields (the
 * form may hold more, such as the phone selector's country, which the schema does not know).
 */
export function validateStep<S extends ObjectSchema<AnyObject>>(schema: S) {
  const fields = Object.keys(schema.fields);
  return async <V extends object>(values: V): Promise<FormikErrors<V>> => {
    const own = Object.fromEntries(fields.map((field) => [field, (values as Record<string, unknown>)[field]]));
    try {
      await validateYupSchema(own, schema);
      return {};
    } catch (error) {
      return yupToFormErrors(error) as FormikErrors<V>;
    }
  };
}
