import { type ScreeningFieldName, type ScreeningFormValues } from '@careers/domain/screening';
import { useFormikContext } from 'formik';

/** A field's value, its error, and a setter that clears the error. */
export function useScreeningField<F extends ScreeningFieldName>(field: F) {
  const { values, errors, setFieldValue, setFieldError } = useFormikContext<ScreeningFormValues>();
  return {
    value: values[field],
    error: errors[field] as string | undefined,
    setValue: (value: ScreeningFormValues[F]) => {
      void setFieldValue(field, value, false);
      setFieldError(field, undefined);
    },
  };
}
