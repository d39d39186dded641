// The postings' title index at rest, after every other function test: every posting they created,
// edited, moved or wrote is in it as it stands (what `npm run job-titles` checks); a posting written
// without its entry (as before the index existed) is found, and the repair writes it in. Quiet: the
// repair writes the index whole, which would drop an entry another file merged in meanwhile.
import { jobDocument, makeJob } from '@careers/domain/testing';
import { COLLECTIONS } from '@careers/domain/shared';
import { describe, expect, it } from 'vitest';
import { adminDb } from '../../../tests/support/admin-app';
import { checkJobTitles, repairJobTitles } from '../../src/decisions/jobs/titles';

describe('the title index', () => {
  it('equals the postings at rest; a posting written without its entry is found and repaired', async () => {
    expect(await checkJobTitles()).toEqual([]);
    const job = makeJob({ flow: 'screening' });
    await adminDb.collection(COLLECTIONS.jobs).doc(job.id).set(jobDocument(job));
    expect(await checkJobTitles()).toEqual([
      { slug: job.id, stored: undefined, expected: { title: job.title, flow: 'screening' } },
    ]);
    await repairJobTitles();
    expect(await checkJobTitles()).toEqual([]);
  });
});
