// The admin tables' own texts (the specification shows none for these: docs/features/recruiting-admin.md).
import { SEARCH_READ_LIMIT } from '@careers/domain/shared';

export const ADMIN_KIT_TEXT = {
  searchCapped: `More than ${SEARCH_READ_LIMIT} records hold these letters: only the first ${SEARCH_READ_LIMIT} found were searched. Type more of the name or email to narrow the search.`,
} as const;
