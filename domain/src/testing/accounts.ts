/** A sign-in account of the tests and the demo data (see emulatorGoogleSub). */
export interface TestAccount {
  uid: string;
  email: string;
  name: string;
  admin: boolean;
  /** What a person trying the demo finds in this account. */
  description: string;
}

/** The accounts of emulator-data/, shown as buttons on the emulator sign-in page. */
export const DEMO_ACCOUNTS: readonly TestAccount[] = [
  {
    uid: 'demo-admin',
    email: 'admin@applypilot.example',
    name: 'Alex Admin',
    admin: true,
    description: 'Administrator: dashboards for applications, interviews and offers',
  },
  {
    uid: 'demo-new',
    email: 'new.candidate@example.com',
    name: 'Nina New',
    admin: false,
    description: 'Candidate who has not applied yet',
  },
];

let counter = 0;

/** A fresh account with unique uid and email, for one test. */
export function makeAccount(overrides: Partial<TestAccount> = {}): TestAccount {
  counter += 1;
  const id = `${Date.now().toString(36)}${counter.toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  return {
    uid: `test-${id}`,
    email: `candidate-${id}@example.com`,
    name: `Test Candidate ${id}`,
    admin: false,
    description: 'test account',
    ...overrides,
  };
}
