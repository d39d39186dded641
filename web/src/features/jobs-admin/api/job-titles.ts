// The postings' titles by slug, which every admin screen's posting column and filter read before
// its first rows: a module of its own, so those screens do not fetch the Positions screen's calls
// with their schemas (and the country list they validate against) before their rows.
import { jobTitlesQuery, type ApplicationFlow, type JobTitlesDocument } from '@careers/domain/jobs';
import { useMemo } from 'react';
import { useLiveDescribed } from '../../../lib/firebase/live';

/**
 * The postings' titles, for the screens that name an application's posting and filter by it: the
 * title index (jobTitles, one document: one read, then followed live once the screen's first rows
 * have shown); a posting not in it is named by its slug.
 */
export function useJobTitles() {
  const index = useLiveDescribed<JobTitlesDocument>(
    useMemo(() => [jobTitlesQuery()], []),
    0,
    { readFirst: true },
  );
  const jobs = index.status === 'success' ? index.data[0]?.jobs : undefined;
  return useMemo(() => {
    const titles = jobs ?? {};
    return {
      titleOf: (slug: string) => titles[slug]?.title ?? slug,
      /** The postings of one flow, by title (each screen's posting filter). */
      choicesOf: (flow: ApplicationFlow) =>
        Object.entries(titles)
          .filter(([, job]) => job.flow === flow)
          .map(([slug, job]) => ({ value: slug, label: job.title }))
          .sort((a, b) => a.label.localeCompare(b.label)),
    };
  }, [jobs]);
}
