// Vitest global setup of the emulator-backed stages: the two postings of the product, as the demo
// data has them, so applications can be submitted to them (the API refuses a missing or closed job).
import { makeSpecJobs } from '@careers/domain/testing';
import { writeJob } from './writers';

export default async function writeSpecJobs(): Promise<void> {
  await Promise.all(makeSpecJobs().map((job) => writeJob(job)));
}
