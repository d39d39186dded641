// The admin screens' kit: the screen's frame (AdminPage), and the admin tables (All Applications,
// Interviews, Our Team, Job Offers Management, the screening applications, Positions), each a live table of
// the domain's admin table reads (domain/src/shared/table.ts) with these parts.
export { AdminPage } from './AdminPage';
export { BreakableText } from './BreakableText';
export { changeInBulk, type BulkReport } from './bulk';
export { PeriodFields } from './DayField';
export { BulkStatusBar } from './BulkStatusBar';
export { csvCell, toCsv } from './csv';
export { ADMIN_GRID_SX } from './grid-style';
export { LiveTableGrid, type LiveTableProps } from './LiveTableGrid';
export { FilterBar, FilterSelect, PostingFilter, SearchField } from './FilterBar';
export { StatusDropdown } from './StatusDropdown';
export { TablePager } from './TablePager';
export { useAdminTable, csvExporter, type TableFile } from './useAdminTable';
export { useLiveTable, withKept, type LiveTable, type TableView } from './useLiveTable';
export { postingColumn } from './posting-column';
