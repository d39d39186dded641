// Live Firestore data as React state: the one primitive every screen uses to follow Firestore. A
// screen follows a document (useLiveDocument) or the domain's query descriptions
// (useLiveDescribed; domain/src/shared/query.ts, the same reads the API makes with the Admin SDK),
// and every hook answers one shape, Live<T>. One onSnapshot listener per document or description
// (./live-sdk, the full SDK, loaded with the first listener); a listener's error (such as the
// permission-denied a listener gets when its user signs out) becomes state, never an exception
// thrown into rendering. A screen's first answer comes before the full SDK: an admin screen's first
// rows are read once through Firestore's REST API (`readFirst`, ./firestore-rest), a candidate
// screen's come from its API call (`afterFirstRows`); either is shown, and only then followed live
// (lib/first-rows.tsx).
// (reactfire's hooks throw such errors and cache observables globally by id; docs/architecture.md
// says why this app uses these instead.)
import { flattenTally, queryKey, sumTallies, tallyShardsQuery } from '@careers/domain/shared';
import type { QueryDescriptor, Tally, TallyArea, TallyShard } from '@careers/domain/shared';
import type { DocumentData } from 'firebase/firestore';
import { useEffect, useMemo, useState } from 'react';
import { firstRowsShown } from '../first-rows';
import type { WithId } from './firestore';
import { authReady } from './auth';
import { readDescribed } from './firestore-rest';
import type * as LiveSdkModule from './live-sdk';

/** Live data's state: loading, the data, or the listener's error. */
export type Live<T> = { status: 'loading' } | { status: 'success'; data: T } | { status: 'error'; error: Error };

/** How a hook starts. */
export interface LiveOptions {
  /**
   * An admin screen's first rows: read once (Firestore's REST API) and shown, then followed live
   * once the screen's first rows have shown, so the full SDK is not among what they wait for.
   */
  readFirst?: boolean;
  /**
   * The screen's first answer comes from elsewhere (its API call): followed live once the screen's
   * first rows (or first control) have shown, as `readFirst` does, without the read.
   */
  afterFirstRows?: boolean;
}

type LiveSdk = typeof LiveSdkModule;
let sdk: Promise<LiveSdk> | undefined;
/** The listeners' module (the full SDK), loaded once. */
// After Auth, so that the listeners carry the user's token (authReady).
const loadSdk = () => (sdk ??= authReady().then(() => import('./live-sdk')));

// Stable states: a hook's caller may depend on the state's identity (an effect's dependency).
const LOADING = { status: 'loading' } as const;
const NOTHING: Live<never[]> = { status: 'success', data: [] };

interface Keyed<T> {
  key: string;
  state: Live<T>;
}

type Next<T> = (data: T) => void;
type Fail = (error: Error) => void;

/**
 * Follows what `follow` listens to while `key` is set; a state left from another key is not this
 * one's. With `read`, it answers first (unless a listener already has); with `read` or `later`, the
 * listener starts once the first rows have shown.
 */
function useLive<T>(
  key: string | null,
  follow: (live: LiveSdk, next: Next<T>, fail: Fail) => () => void,
  read?: () => Promise<T>,
  later = false,
): Live<T> {
  const [current, setCurrent] = useState<Keyed<T> | null>(null);

  useEffect(() => {
    if (key === null) return;
    let stopped = false;
    let heard = false;
    let stop = () => {};
    const next = (data: T) => setCurrent({ key, state: { status: 'success', data } });
    const fail = (error: Error) => setCurrent({ key, state: { status: 'error', error } });
    // Once the SDK is loaded (an earlier screen followed something), the listener answers at once.
    const waitForFirstRows = (read !== undefined || later) && !sdk;
    if (read && waitForFirstRows) {
      read().then(
        (data) => {
          if (!stopped && !heard) next(data);
        },
        (error: Error) => {
          if (!stopped && !heard) fail(error);
        },
      );
    }
    const heardFrom =
      <A>(answer: (value: A) => void) =>
      (value: A) => {
        heard = true;
        answer(value);
      };
    (waitForFirstRows ? firstRowsShown().then(loadSdk) : loadSdk()).then(
      (live) => {
        if (!stopped) stop = follow(live, heardFrom(next), heardFrom(fail));
      },
      (error: Error) => {
        if (!stopped) fail(error);
      },
    );
    return () => {
      stopped = true;
      stop();
    };
    // `follow` and `read` are derived from `key`: the key names what is followed.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);

  return current && current.key === key ? current.state : LOADING;
}

/**
 * Follows the document at `path` (segments joined with '/'); `null` follows nothing and stays
 * loading. Data is null when the document does not exist; Dates arrive as Dates.
 */
export function useLiveDocument<T extends DocumentData>(
  path: string | null,
  { afterFirstRows = false }: Pick<LiveOptions, 'afterFirstRows'> = {},
): Live<WithId<T> | null> {
  return useLive(path, (live, next, fail) => live.followDocument<T>(path!, next, fail), undefined, afterFirstRows);
}

/**
 * Follows every description at once (one listener each) and answers the rows of all of them, in
 * order, once each has answered; `null` follows nothing and stays loading, `[]` answers no rows.
 * `refresh` starts the listeners again (a Refresh or Try Again button).
 */
export function useLiveDescribed<T extends DocumentData>(
  descriptions: readonly QueryDescriptor[] | null,
  refresh = 0,
  { readFirst = false, afterFirstRows = false }: LiveOptions = {},
): Live<WithId<T>[]> {
  const key =
    descriptions === null || descriptions.length === 0 ? null : `${refresh}:${descriptions.map(queryKey).join('|')}`;
  const live = useLive<WithId<T>[]>(
    key,
    (sdkModule, next, fail) => sdkModule.followDescribed<T>(descriptions!, next, fail),
    readFirst ? () => readDescribed<T>(descriptions!) : undefined,
    afterFirstRows,
  );
  return descriptions?.length === 0 ? NOTHING : live;
}

/**
 * The tally of `area`, live: its shards (domain/src/shared/tally.ts; admins read them under the
 * rules), summed. TALLY_SHARDS documents read, and one more for each change, whatever the number
 * of documents counted.
 */
export function useLiveTally(area: TallyArea, refresh = 0, options: LiveOptions = {}): Live<Tally> {
  const shards = useLiveDescribed<TallyShard>(
    useMemo(() => [tallyShardsQuery(area)], [area]),
    refresh,
    options,
  );
  return useMemo(
    () =>
      shards.status === 'success'
        ? { status: 'success', data: sumTallies(shards.data.map((shard) => flattenTally(shard.counts))) }
        : shards,
    [shards],
  );
}

/** Maps a live state's data, keeping loading and errors as they are. */
export function mapLive<T, U>(live: Live<T>, map: (data: T) => U): Live<U> {
  return live.status === 'success' ? { status: 'success', data: map(live.data) } : live;
}
