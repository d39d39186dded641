// What is read of the user profiles by query (shared/query.ts): the profiles with one address.
import { COLLECTIONS } from '../shared/collections';
import type { QueryDescriptor } from '../shared/query';

/** The profiles with `email` (the erase script's look-up when the Auth account is gone). */
export function usersWithEmailQuery(email: string): QueryDescriptor {
  return { collection: COLLECTIONS.users, filters: [{ field: ['email'], op: '==', value: email }], orderBy: [] };
}
