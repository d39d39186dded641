import { boolean, mixed, number, string } from 'yup';
import { describe, expect, it } from 'vitest';
import { strictObject, unknownValue, validateStrict } from './validation';

const schema = strictObject({
  name: string().trim().required('Name is required'),
  agreed: boolean().typeError('Please agree').required('Please agree'),
  age: number().typeError('Age must be a number'),
});

/** The message validation refuses `value` with. */
async function refusal(value: unknown): Promise<string> {
  try {
    await validateStrict(schema, value);
  } catch (error) {
    expect((error as Error).name).toBe('ValidationError');
    return (error as Error).message;
  }
  throw new Error(`accepted ${JSON.stringify(value)}`);
}

describe('validateStrict', () => {
  it('answers the schema value, trimmed', async () => {
    expect(await validateStrict(schema, { name: ' Ana ', agreed: true })).toEqual({ name: 'Ana', agreed: true });
  });

  it.each([null, 'text', 42, [], [{ name: 'Ana' }], new Date(0), new Uint8Array([123, 125])])(
    'refuses %j: not a JSON object',
    async (body) => {
      expect(await refusal(body)).toBe('Request body must be a JSON object');
    },
  );

  it.each(['constructor', 'toString', 'valueOf', 'hasOwnProperty', '__proto__'])(
    'refuses a key named like a member of Object.prototype: %s',
    async (key) => {
      expect(await refusal(JSON.parse(`{"name":"Ana","agreed":true,"${key}":1}`))).toBe(`Unexpected field: ${key}`);
    },
  );

  it.each([{}, ['a'], 5, true])('refuses %j where a string is expected', async (name) => {
    expect(await refusal({ name, agreed: true })).toBe('name must be a string');
  });

  it("gives a field's own message for other wrong types", async () => {
    expect(await refusal({ name: 'Ana', agreed: {} })).toBe('Please agree');
    expect(await refusal({ name: 'Ana', agreed: true, age: [] })).toBe('Age must be a number');
  });

  it('refuses unknown fields', async () => {
    expect(await refusal({ name: 'Ana', agreed: true, role: 'admin' })).toBe('Unexpected field: role');
  });

  it('names an unknown choice only when it is a short string (a deep object is not printed back)', async () => {
    const choice = strictObject({ status: mixed().oneOf(['open', 'closed'], unknownValue('status')) });
    const deep: unknown = JSON.parse(`${'{"a":'.repeat(2000)}1${'}'.repeat(2000)}`);
    await expect(validateStrict(choice, { status: 'nope' })).rejects.toThrow(/^Unknown status: nope$/);
    await expect(validateStrict(choice, { status: deep })).rejects.toThrow(/^Unknown status$/);
    await expect(validateStrict(choice, { status: 'x'.repeat(41) })).rejects.toThrow(/^Unknown status$/);
  });
});
