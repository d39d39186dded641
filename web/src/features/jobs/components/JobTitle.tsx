import { useJob } from '../api/jobs-api';

/** A posting's title, read from the posting (nothing while it loads; the slug when there is no such posting). */
export function JobTitle({ slug }: { slug: string }) {
  const job = useJob(slug);
  if (job.status === 'loading') return null;
  return <>{job.status === 'success' && job.data ? job.data.title : slug}</>;
}
