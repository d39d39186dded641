// The row above an admin table: a search field, then any filters. The fields (the app's TextInput
// and MUI's Select, ./FilterFields) load once the table's first rows show; until then their places show, the
// same size, with their labels.
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import type { ReactNode } from 'react';
import { lazyAfterFirstRows } from '../../lib/first-rows';

export interface SearchFieldProps {
  value: string;
  onChange: (value: string) => void;
  /** 'Search by name or email' unless given. */
  label?: string;
  /** A fixed least width; without it the field takes the row's free width. */
  minWidth?: number;
}

export interface FilterSelectProps<T extends string> {
  id: string;
  label: string;
  value: T;
  options: readonly { value: T; label: string }[];
  onChange: (value: T) => void;
  minWidth: number;
}

/** A field's place while its code loads: an outlined box of its size with its label. */
function FieldPlace({ label, minWidth }: { label?: string; minWidth?: number }) {
  return (
    <Box
      aria-hidden
      sx={{
        ...(minWidth ? { minWidth } : { flex: 1 }),
        height: 40,
        px: 1.75,
        display: 'flex',
        alignItems: 'center',
        border: 1,
        borderColor: 'grey.400',
        borderRadius: 1,
        color: 'text.secondary',
      }}
    >
      {label}
    </Box>
  );
}

/** The row of filters. */
export function FilterBar({ children }: { children: ReactNode }) {
  return (
    <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ mb: 2 }}>
      {children}
    </Stack>
  );
}

const SearchFieldAfterRows = lazyAfterFirstRows<SearchFieldProps>(
  () => import('./FilterFields').then((fields) => ({ default: fields.SearchField })),
  FieldPlace,
);

/** An admin table's search (by default: name or email, case-insensitive substring). */
export function SearchField({ label = 'Search by name or email', ...props }: SearchFieldProps) {
  return <SearchFieldAfterRows label={label} {...props} />;
}

/** A labelled choice among fixed options (a status, an interview filter). */
export const FilterSelect = lazyAfterFirstRows<FilterSelectProps<string>>(
  () =>
    import('./FilterFields').then((fields) => ({
      default: fields.FilterSelect as (props: FilterSelectProps<string>) => ReactNode,
    })),
  FieldPlace,
) as <T extends string>(props: FilterSelectProps<T>) => ReactNode;

/** The posting filter's "every posting" (no slug holds a '*'). */
const ALL_POSTINGS = '*';

export interface PostingFilterProps {
  /** The postings to choose among: each one's slug and title. */
  choices: readonly { value: string; label: string }[];
  /** The chosen posting's slug; undefined for every posting. */
  value: string | undefined;
  onChange: (posting: string | undefined) => void;
}

/** Narrows an admin table or a dashboard to one posting ('All Postings': every one). */
export function PostingFilter({ choices, value, onChange }: PostingFilterProps) {
  return (
    <FilterSelect
      id="posting-filter"
      label="Posting"
      value={value ?? ALL_POSTINGS}
      options={[{ value: ALL_POSTINGS, label: 'All Postings' }, ...choices]}
      onChange={(chosen) => onChange(chosen === ALL_POSTINGS ? undefined : chosen)}
      minWidth={220}
    />
  );
}
