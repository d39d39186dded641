// The job postings the hiring team runs (docs/features/jobs-admin.md): an admin creates a posting, edits it,
// opens and closes it; the daily close takes postings past their validThrough off the site. Every
// change runs in one transaction with its audit entry, and a create or edit with the posting's entry
// in the title index (stores/job-titles.ts).
import {
  adminJobView,
  jobFlow,
  jobState,
  JOB_FIELD_LABELS,
  JOB_MESSAGES,
  newJob,
  slugCandidates,
  slugFromTitle,
  type AdminJobView,
  type Job,
  type JobChanges,
  type JobInput,
} from '@careers/domain/jobs';
import { auditEntry, COLLECTIONS, type Actor, type AuditLogEntry } from '@careers/domain/shared';
import { appendAuditEntry } from '../../stores/audit-log';
import { inTransaction, type Transaction } from '../../stores/firestore';
import {
  countApplicationsToJob,
  createJobIn,
  deleteJobIn,
  jobExistsIn,
  readActiveJobs,
  readJobIn,
  replaceJobIn,
  updateJobIn,
} from '../../stores/jobs';
import { setJobTitleIn } from '../../stores/job-titles';
import { conflict, notFound, ok, type Outcome } from '../../outcome';

/** Who closes the postings past their validThrough. */
export const JOB_EXPIRY_ACTOR: Actor = { uid: 'system:jobs-expiry', email: null };

/** The fields a create or an edit names, in the order of the form. */
const changedFields = (changes: JobChanges) =>
  Object.keys(JOB_FIELD_LABELS).filter((field) => changes[field as keyof JobChanges] !== undefined);

/** What an audit entry of a posting records. */
function jobAudit(actor: Actor, slug: string, before: Job | null, after: Job, detail: string, now: Date) {
  const to = jobState(after, now);
  const from = before ? jobState(before, now) : null;
  const opened = after.isActive && (!before || !before.isActive);
  const closed = !after.isActive && before?.isActive === true;
  return auditEntry({
    action: !before ? 'job_created' : opened ? 'job_opened' : closed ? 'job_closed' : 'job_updated',
    actor,
    target: { collection: COLLECTIONS.jobs, id: slug },
    from,
    to,
    at: now,
    detail,
  });
}

/**
 * An admin's edit of `job` at `now`, `applications` having applied to it: the flow only while
 * nobody has; opening only with a validThrough ahead; a draft's first opening publishes it (its
 * datePosted is then). The slug is the caller's to decide (a draft's may follow its title).
 */
export function decideJobUpdate(
  job: Job | undefined,
  changes: JobChanges,
  applications: number,
  actor: Actor,
  now: Date,
): Outcome<{ job: Job; audit: AuditLogEntry }> {
  if (!job) return notFound(JOB_MESSAGES.notFound);
  if (changes.flow !== undefined && changes.flow !== jobFlow(job) && applications > 0) {
    return conflict(JOB_MESSAGES.flowLocked);
  }
  const defined = Object.fromEntries(Object.entries(changes).filter(([, value]) => value !== undefined));
  const next: Job = { ...job, ...(defined as Partial<Job>), updatedAt: now };
  if (next.isActive && next.validThrough.getTime() <= now.getTime()) return conflict(JOB_MESSAGES.openPast);
  if (next.isActive && job.published === false) {
    next.published = true;
    next.postedAt = now;
  }
  return ok({ job: next, audit: jobAudit(actor, job.id, job, next, changedFields(changes).join(', '), now) });
}

/** The first free slug of `title` within `tx` (`except` counts as free: the posting's own), or undefined. */
async function freeSlugIn(tx: Transaction, title: string, except?: string): Promise<string | undefined> {
  for (const slug of slugCandidates(title)) {
    if (slug === except || !(await jobExistsIn(tx, slug))) return slug;
  }
  return undefined;
}

/**
 * POST /api/admin/jobs: stores a posting under the first free slug of its title, in one
 * transaction that reads the slugs it tries (two creates of one title at once: the second is
 * retried by Firestore and takes the next slug).
 */
export function createJob(input: JobInput, actor: Actor): Promise<Outcome<AdminJobView>> {
  return inTransaction(async (tx) => {
    const now = new Date();
    const slug = await freeSlugIn(tx, input.title);
    if (!slug) return conflict(JOB_MESSAGES.noSlug);
    const job = newJob(slug, input, now);
    createJobIn(tx, job);
    setJobTitleIn(tx, job);
    appendAuditEntry(tx, jobAudit(actor, slug, null, job, changedFields(input).join(', '), now));
    return ok(adminJobView(job, 0, now));
  });
}

/**
 * PATCH /api/admin/jobs/{slug}: see decideJobUpdate. A published posting keeps its slug forever; a
 * draft (never public, no applications) moves to the slug of a new title.
 */
export function updateJob(slug: string, changes: JobChanges, actor: Actor): Promise<Outcome<AdminJobView>> {
  return inTransaction(async (tx) => {
    const now = new Date();
    const job = await readJobIn(tx, slug);
    // Counted within the transaction only when the flow would change (it may only while no one has
    // applied, and an application arriving meanwhile must fail the change): a count in a
    // transaction locks every application of the posting against the candidates applying.
    const applications = job ? await countApplicationsToJob(slug, changes.flow === undefined ? undefined : tx) : 0;
    const moves =
      job?.published === false &&
      changes.title !== undefined &&
      slugFromTitle(changes.title) !== slugFromTitle(job.title);
    const newSlug = moves ? await freeSlugIn(tx, changes.title!, slug) : slug;
    if (!newSlug) return conflict(JOB_MESSAGES.noSlug);
    const change = decideJobUpdate(job, changes, applications, actor, now);
    if (!change.ok) return change;
    const next = { ...change.value.job, id: newSlug };
    const audit = change.value.audit;
    setJobTitleIn(tx, next, slug);
    if (newSlug === slug) {
      replaceJobIn(tx, next);
      appendAuditEntry(tx, audit);
    } else {
      deleteJobIn(tx, slug);
      createJobIn(tx, next);
      const detail = [audit.detail, `moved from ${slug}`].filter(Boolean).join('; ');
      appendAuditEntry(tx, { ...audit, target: { collection: COLLECTIONS.jobs, id: newSlug }, detail });
    }
    return ok(adminJobView(next, applications, now));
  });
}

/**
 * The daily close: every active posting whose validThrough has passed is closed (one transaction
 * each, which reads it again first, so a posting an admin reopened with a later date stays open),
 * audited as the system's. Answers the slugs it closed.
 */
export async function closeExpiredJobs(now = new Date()): Promise<string[]> {
  const due = (await readActiveJobs()).filter((job) => job.validThrough.getTime() <= now.getTime());
  const closed: string[] = [];
  for (const { id } of due) {
    const done = await inTransaction(async (tx) => {
      const job = await readJobIn(tx, id);
      if (!job?.isActive || job.validThrough.getTime() > now.getTime()) return false;
      const next: Job = { ...job, isActive: false, updatedAt: now };
      updateJobIn(tx, id, { isActive: false, updatedAt: now });
      appendAuditEntry(tx, {
        ...jobAudit(JOB_EXPIRY_ACTOR, id, job, next, 'validThrough passed', now),
        action: 'job_expired',
      });
      return true;
    });
    if (done) closed.push(id);
  }
  return closed;
}
