// The API for the fuzz stage, served in the test process by Google's Functions Framework (the
// runtime Cloud Functions runs the code in, with the same body parsers as the emulator's runtime)
// behind the request body limit (functions/src/http/body-limit.ts), as in production,
// against the auth and Firestore emulators. Why not the functions emulator: it hands each request
// to a worker process, about 30 requests a second on this kind of machine, and the stage sends
// over 10,000. The function tests and the end-to-end tests go through the functions emulator.
import { http } from '@google-cloud/functions-framework';
import { getTestServer } from '@google-cloud/functions-framework/testing';
import { readFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';

/**
 * The parameters of the demo project (functions/.env.demo-careers) and its secrets'
 * (functions/.secret.local), as the emulator would give them.
 */
export function loadParameters(): void {
  const lines = ['functions/.env.demo-careers', 'functions/.secret.local'].flatMap((file) =>
    readFileSync(file, 'utf8').split('\n'),
  );
  for (const line of lines) {
    const match = /^([A-Z_][A-Z0-9_]*)=(.*)$/.exec(line.trim());
    if (!match) continue;
    // NODE_ENV as the platform runs the functions (production): Vitest has set it to 'test', and
    // outside production the Functions Framework's refusal of a malformed body shows a stack trace.
    if (match[1] === 'NODE_ENV') process.env.NODE_ENV = match[2]!;
    else process.env[match[1]!] ??= match[2]!;
  }
  process.env.GCLOUD_PROJECT ??= 'demo-careers';
  // As in Cloud Functions (and in functions/.env.demo-careers): the platform's own error pages
  // carry no stack trace. Express reads it when the Functions Framework makes its app.
  process.env.NODE_ENV = 'production';
}

/** Starts the API on a free local port and answers its base URL. */
export async function startApi(): Promise<string> {
  loadParameters();
  const { createApp } = await import('../../functions/src/app');
  const { limitRequestBodies } = await import('../../functions/src/http/body-limit');
  limitRequestBodies(); // in front of the framework's server, as index.ts puts it in production
  http('api', createApp());
  const server = getTestServer('api');
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}
