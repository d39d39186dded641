// The index checker (scripts/lib/firestore-indexes.ts) against cases whose answers come from
// Firestore's documentation, not from the checker: the examples of the index overview
// (https://firebase.google.com/docs/firestore/query-data/index-overview: the cities, the
// restaurants of "Use index merging", the __name__ field), the Index resource's __name__ rule
// (https://cloud.google.com/firestore/docs/reference/rest/v1/projects.databases.collectionGroups.indexes)
// and the order the SDKs give a query (firebase-js-sdk, core/query.ts, queryNormalizedOrderBy).
import { DOCUMENT_ID, type QueryDescriptor, type QueryFilter, type QueryOrder } from '@careers/domain/shared';
import { describe, expect, it } from 'vitest';
import {
  fieldPathOf,
  indexVerdict,
  segmentsOf,
  type CompositeIndex,
  type FieldOverride,
  type IndexField,
  type IndexSpec,
} from '../../scripts/lib/firestore-indexes';

// The documents' collections are named as the product's: the checker reads only their names.
const query = (collection: string, filters: QueryFilter[], orderBy: QueryOrder[] = []): QueryDescriptor => ({
  collection: collection as QueryDescriptor['collection'],
  filters,
  orderBy,
});
const eq = (field: string, value: unknown = 'x'): QueryFilter => ({ field: field.split('.'), op: '==', value });
const inList = (field: string): QueryFilter => ({ field: field.split('.'), op: 'in', value: ['a', 'b'] });
const atLeast = (field: string): QueryFilter => ({ field: field.split('.'), op: '>=', value: 1 });
const below = (field: string): QueryFilter => ({ field: field.split('.'), op: '<', value: 1 });
const asc = (field: string): QueryOrder => ({
  field: field === '__name__' ? DOCUMENT_ID : field.split('.'),
  direction: 'asc',
});
const desc = (field: string): QueryOrder => ({
  field: field === '__name__' ? DOCUMENT_ID : field.split('.'),
  direction: 'desc',
});

/** An index as the docs' tables write it: 'country', 'population DESC'. */
const index = (collectionGroup: string, ...fields: string[]): CompositeIndex => ({
  collectionGroup,
  queryScope: 'COLLECTION',
  fields: fields.map((field): IndexField => {
    const [fieldPath, order] = field.split(' ');
    return { fieldPath: fieldPath!, order: order === 'DESC' ? 'DESCENDING' : 'ASCENDING' };
  }),
});
const spec = (...indexes: CompositeIndex[]): IndexSpec => ({ indexes });
const NONE = spec();

describe('queries single-field indexes serve (index overview, "Queries supported by single-field indexes")', () => {
  it.each([
    ['where("state", "==", "CA")', query('cities', [eq('state')])],
    ['where("population", "<", 100000)', query('cities', [below('population')])],
    ['where("name", ">=", "San Francisco")', query('cities', [atLeast('name')])],
    ["where('country', 'in', [...])", query('cities', [inList('country')])],
    ['state == CO and name == Denver', query('cities', [eq('state'), eq('name')])],
    ['four equalities', query('cities', [eq('country'), eq('capital'), eq('state'), eq('population')])],
    ['orderBy("name")', query('cities', [], [asc('name')])],
    ['orderBy("name", "desc")', query('cities', [], [desc('name')])],
  ])('%s needs no composite index', (_, q) => {
    expect(indexVerdict(q, NONE).served).toBe('by single-field indexes');
  });

  it('a query of document ids, or of nothing, reads the documents in id order', () => {
    expect(indexVerdict(query('cities', [{ field: DOCUMENT_ID, op: 'in', value: ['SF', 'LA'] }]), NONE).served).toBe(
      'by document id',
    );
    expect(indexVerdict(query('cities', []), NONE).served).toBe('by document id');
  });
});

describe('queries that need a composite index (index overview, "Queries supported by composite indexes")', () => {
  const countryPopulation = index('cities', 'country', 'population');

  it.each([
    [
      'where("country", "==", "USA").orderBy("population", "asc")',
      query('cities', [eq('country')], [asc('population')]),
    ],
    [
      'where("country", "==", "USA").where("population", "<", 3800000)',
      query('cities', [eq('country'), below('population')]),
    ],
    [
      'where("country", "==", "USA").where("population", ">", 690000)',
      query('cities', [eq('country'), atLeast('population')]),
    ],
    [
      'where("country", "in", [...]).where("population", ">", 690000)',
      query('cities', [inList('country'), atLeast('population')]),
    ],
  ])('%s needs (country, population ASC), and that index serves it', (_, q) => {
    expect(indexVerdict(q, NONE)).toEqual({
      served: false,
      needs: index('cities', 'country', 'population', '__name__'),
    });
    expect(indexVerdict(q, spec(countryPopulation))).toEqual({
      served: 'by composite indexes',
      indexes: [countryPopulation],
    });
  });

  it('an equality field may be indexed descending ("you can use an ascending or descending index mode for this field")', () => {
    const countryDown = index('cities', 'country DESC', 'population');
    expect(indexVerdict(query('cities', [eq('country')], [asc('population')]), spec(countryDown)).served).toBe(
      'by composite indexes',
    );
  });

  it('the descending sort needs the index with population descending', () => {
    const countryPopulationDown = index('cities', 'country', 'population DESC');
    for (const q of [
      query('cities', [eq('country')], [desc('population')]),
      query('cities', [eq('country'), below('population')], [desc('population')]),
      query('cities', [inList('country'), atLeast('population')], [desc('population')]),
    ]) {
      expect(indexVerdict(q, spec(countryPopulation)).served).toBe(false);
      expect(indexVerdict(q, spec(countryPopulation, countryPopulationDown))).toEqual({
        served: 'by composite indexes',
        indexes: [countryPopulationDown],
      });
    }
  });

  it('an index of another collection serves nothing here', () => {
    expect(indexVerdict(query('towns', [eq('country')], [asc('population')]), spec(countryPopulation)).served).toBe(
      false,
    );
  });
});

describe('the __name__ field', () => {
  it('an index defined without __name__ ends with it in the direction of its last field (Index.fields)', () => {
    const mail = index('mail', 'user_id', 'created_at DESC');
    expect(indexVerdict(query('mail', [eq('user_id')], [desc('created_at')]), spec(mail)).served).toBe(
      'by composite indexes',
    );
    expect(indexVerdict(query('mail', [eq('user_id')], [desc('created_at'), asc('__name__')]), spec(mail))).toEqual({
      served: false,
      needs: index('mail', 'user_id', 'created_at DESC', '__name__'),
    });
  });

  it('"To sort results by the non-default __name__ direction, you need to create that index"', () => {
    const q = query('cities', [], [asc('name'), desc('__name__')]);
    expect(indexVerdict(q, NONE)).toEqual({ served: false, needs: index('cities', 'name', '__name__ DESC') });
    expect(indexVerdict(q, spec(index('cities', 'name', '__name__ DESC'))).served).toBe('by composite indexes');
    expect(indexVerdict(query('cities', [], [asc('name'), asc('__name__')]), NONE).served).toBe(
      'by single-field indexes',
    );
  });
});

describe('index merging (index overview, "Use index merging")', () => {
  const category = index('restaurants', 'category', 'star_rating');
  const city = index('restaurants', 'city', 'star_rating');
  const editorsPick = index('restaurants', 'editors_pick', 'star_rating');
  const merged = spec(category, city, editorsPick);

  it('serves each combination of equalities sorted by star_rating from the three indexes', () => {
    expect(indexVerdict(query('restaurants', [eq('category')], [asc('star_rating')]), merged)).toEqual({
      served: 'by composite indexes',
      indexes: [category],
    });
    expect(indexVerdict(query('restaurants', [eq('category'), eq('city')], [asc('star_rating')]), merged)).toEqual({
      served: 'by composite indexes',
      indexes: [category, city],
    });
    const all = query('restaurants', [eq('category'), eq('city'), eq('editors_pick', true)], [asc('star_rating')]);
    expect(indexVerdict(all, merged)).toEqual({
      served: 'by composite indexes',
      indexes: [category, city, editorsPick],
    });
    expect(indexVerdict(query('restaurants', [eq('editors_pick', true)], [asc('star_rating')]), merged).served).toBe(
      'by composite indexes',
    );
  });

  it('cannot serve an equality whose field no index holds before the order', () => {
    const all = query('restaurants', [eq('category'), eq('city'), eq('editors_pick', true)], [asc('star_rating')]);
    expect(indexVerdict(all, spec(category, city))).toEqual({
      served: false,
      needs: index('restaurants', 'category', 'city', 'editors_pick', 'star_rating', '__name__'),
    });
  });

  it('merges only indexes that end with the same order', () => {
    const q = query('restaurants', [eq('category'), eq('city')], [desc('star_rating')]);
    expect(indexVerdict(q, merged).served).toBe(false);
  });
});

describe('single-field index exemptions (index overview, "Single-field index exemptions")', () => {
  const exempt = (collectionGroup: string, fieldPath: string, indexes: FieldOverride['indexes'] = []): IndexSpec => ({
    indexes: [],
    fieldOverrides: [{ collectionGroup, fieldPath, indexes }],
  });

  it('a field exempted from indexing cannot be filtered or ordered on alone', () => {
    const ttl = exempt('mail', 'expire_at');
    expect(indexVerdict(query('mail', [below('expire_at')]), ttl).served).toBe(false);
    expect(indexVerdict(query('mail', [eq('expire_at')]), ttl).served).toBe(false);
    expect(indexVerdict(query('mail', [], [asc('expire_at')]), ttl).served).toBe(false);
    expect(indexVerdict(query('mail', [eq('user_id')]), ttl).served).toBe('by single-field indexes');
    expect(indexVerdict(query('offers', [below('expire_at')]), ttl).served).toBe('by single-field indexes');
  });

  it("a map's subfields inherit its exemption", () => {
    const counts = exempt('tallies', 'counts');
    expect(indexVerdict(query('tallies', [eq('counts.status.hired', 1)]), counts).served).toBe(false);
    expect(indexVerdict(query('tallies', [eq('area')]), counts).served).toBe('by single-field indexes');
  });

  it('an exemption keeps only the indexes it lists', () => {
    const ascendingOnly = exempt('cities', 'population', [{ order: 'ASCENDING', queryScope: 'COLLECTION' }]);
    expect(indexVerdict(query('cities', [], [asc('population')]), ascendingOnly).served).toBe(
      'by single-field indexes',
    );
    expect(indexVerdict(query('cities', [], [desc('population')]), ascendingOnly).served).toBe(false);
  });

  it('"A field exempted from single-field indexing can still be indexed as part of a composite index"', () => {
    const both: IndexSpec = { ...exempt('mail', 'created_at'), indexes: [index('mail', 'user_id', 'created_at DESC')] };
    expect(indexVerdict(query('mail', [eq('user_id')], [desc('created_at')]), both).served).toBe(
      'by composite indexes',
    );
  });
});

describe("a query's order as the SDKs normalise it", () => {
  it('a range filter orders by its field ascending ("By default, inequality clauses apply an ascending sort order")', () => {
    expect(indexVerdict(query('cities', [eq('country'), below('population')]), NONE)).toEqual({
      served: false,
      needs: index('cities', 'country', 'population', '__name__'),
    });
  });

  it('inequality fields not ordered follow the orders, lexicographically, in the last order direction', () => {
    expect(indexVerdict(query('employees', [atLeast('salary'), atLeast('experience')]), NONE)).toEqual({
      served: false,
      needs: index('employees', 'experience', 'salary', '__name__'),
    });
    expect(indexVerdict(query('employees', [atLeast('salary')], [desc('experience')]), NONE)).toEqual({
      served: false,
      needs: index('employees', 'experience DESC', 'salary DESC', '__name__ DESC'),
    });
  });

  it('an order on a field an equality filter fixes needs no index segment (the SDK index builder: one segment per field)', () => {
    expect(indexVerdict(query('cities', [eq('state')], [asc('state'), asc('__name__')]), NONE).served).toBe(
      'by single-field indexes',
    );
    expect(indexVerdict(query('cities', [inList('state')], [desc('state'), desc('__name__')]), NONE).served).toBe(
      'by single-field indexes',
    );
  });
});

describe('field paths (Firestore field path syntax: a segment other than [A-Za-z_][A-Za-z0-9_]* is quoted in backticks)', () => {
  it('writes and reads nested and quoted paths', () => {
    expect(fieldPathOf(['candidate', 'name'])).toBe('candidate.name');
    expect(fieldPathOf(['search', 'trigrams', 'a.b'])).toBe('search.trigrams.`a.b`');
    expect(fieldPathOf(['search', 'short', 'é '])).toBe('search.short.`é `');
    expect(fieldPathOf(DOCUMENT_ID)).toBe('__name__');
    expect(segmentsOf('search.trigrams.`a.b`')).toEqual(['search', 'trigrams', 'a.b']);
    expect(segmentsOf('a.`b\\`c`')).toEqual(['a', 'b`c']);
  });

  it('matches an index written with quotes to the same field', () => {
    const quoted = index('offers', 'status', '`position_title`');
    expect(indexVerdict(query('offers', [eq('status')], [asc('position_title')]), spec(quoted)).served).toBe(
      'by composite indexes',
    );
  });
});
