import type { SalesApplicationValues } from '@careers/domain/sales';
import { useFormikContext } from 'formik';
import { useEffect, useRef } from 'react';

/**
 * Prefills fullName and email from the profile. The server profile may arrive after the form
 * opens: a field still holding the previous prefill (untouched) takes the new value; a field
 * the user has typed in keeps what they typed.
 */
export function ProfilePrefill({ fullName, email }: Pick<SalesApplicationValues, 'fullName' | 'email'>) {
  const { values, setFieldValue } = useFormikContext<SalesApplicationValues>();
  const applied = useRef({ fullName, email });
  useEffect(() => {
    const prefill = { fullName, email };
    for (const field of ['fullName', 'email'] as const) {
      const next = prefill[field];
      if (next && next !== applied.current[field] && values[field] === applied.current[field]) {
        void setFieldValue(field, next);
      }
    }
    applied.current = prefill;
  }, [fullName, email, values, setFieldValue]);
  return null;
}
