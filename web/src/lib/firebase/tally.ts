// An area's dashboard tally, live: its shards (domain/src/shared/tally.ts; admins read them under
// the rules), summed. TALLY_SHARDS documents read, and one more for each change, whatever the
// number of applications.
import {
  flattenTally,
  sumTallies,
  tallyShardsQuery,
  type Tally,
  type TallyArea,
  type TallyShard,
} from '@careers/domain';
import { useMemo } from 'react';
import type { Live } from './live';
import { useLiveDescribed } from './query';

/** The tally of `area`, live; `refresh` starts the listener again (a Try Again). */
export function useLiveTally(area: TallyArea, refresh = 0): Live<Tally> {
  const shards = useLiveDescribed<TallyShard>(
    useMemo(() => [tallyShardsQuery(area)], [area]),
    refresh,
  );
  return useMemo(
    () =>
      shards.status === 'success'
        ? { status: 'success', data: sumTallies(shards.data.map((shard) => flattenTally(shard.counts))) }
        : shards,
    [shards],
  );
}
