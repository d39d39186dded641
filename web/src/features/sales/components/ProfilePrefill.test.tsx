// @vitest-environment jsdom
import type { SalesApplicationValues } from '@careers/domain/sales';
import { act, render } from '@testing-library/react';
import { Formik, type FormikProps } from 'formik';
import { createRef } from 'react';
import { describe, expect, it } from 'vitest';
import { ProfilePrefill } from './ProfilePrefill';

type Prefill = Pick<SalesApplicationValues, 'fullName' | 'email'>;

/** A form opened with `first` as its prefill; returns a way to change the prefill and read the values. */
function openForm(first: Prefill) {
  const form = createRef<FormikProps<SalesApplicationValues>>();
  const ui = (prefill: Prefill) => (
    <Formik innerRef={form} initialValues={{ ...first, phone: '', country: '' }} onSubmit={() => {}}>
      <ProfilePrefill {...prefill} />
    </Formik>
  );
  const view = render(ui(first));
  return {
    rerender: async (prefill: Prefill) => act(async () => view.rerender(ui(prefill))),
    type: async (field: keyof SalesApplicationValues, value: string) =>
      act(async () => void (await form.current!.setFieldValue(field, value))),
    values: () => form.current!.values,
  };
}

describe('ProfilePrefill', () => {
  it('fills the fields when the server profile arrives after the form opened', async () => {
    const form = openForm({ fullName: '', email: '' });
    await form.rerender({ fullName: 'Sam Seller', email: 'sam@example.com' });
    expect(form.values()).toMatchObject({ fullName: 'Sam Seller', email: 'sam@example.com' });
  });

  it('replaces an untouched earlier prefill (Google name) with the profile name', async () => {
    const form = openForm({ fullName: 'Sam', email: 'sam@example.com' });
    await form.rerender({ fullName: 'Samantha Seller', email: 'sam@example.com' });
    expect(form.values()).toMatchObject({ fullName: 'Samantha Seller', email: 'sam@example.com' });
  });

  it('keeps what the user typed, even an emptied field', async () => {
    const form = openForm({ fullName: '', email: '' });
    await form.type('fullName', 'Typed Name');
    await form.type('email', '');
    await form.rerender({ fullName: 'Sam Seller', email: 'sam@example.com' });
    expect(form.values()).toMatchObject({ fullName: 'Typed Name', email: 'sam@example.com' });

    const other = openForm({ fullName: 'Sam', email: 'sam@example.com' });
    await other.type('email', '');
    await other.rerender({ fullName: 'Sam', email: 'samantha@example.com' });
    expect(other.values()).toMatchObject({ fullName: 'Sam', email: '' });
  });
});
