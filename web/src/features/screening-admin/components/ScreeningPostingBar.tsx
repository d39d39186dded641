import { FilterBar, PostingFilter } from '../../admin-kit';
import type { ScreeningPostings } from '../api/screening-admin-api';

/**
 * A screening screen's posting filter, in a bar of its own: only with screening postings besides
 * the full-stack one (useScreeningPostings); with that posting alone the screen stays the
 * specification's.
 */
export function ScreeningPostingBar({
  postings,
  value,
  onChange,
}: {
  postings: ScreeningPostings;
  value: string | undefined;
  onChange: (posting: string | undefined) => void;
}) {
  if (!postings.many) return null;
  return (
    <FilterBar>
      <PostingFilter choices={postings.choices} value={value} onChange={onChange} />
    </FilterBar>
  );
}
