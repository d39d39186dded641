// The bulk status change of an admin table: nothing until rows are selected (in the data grid, which
// loads after the first rows) or a report is left; then its controls (./BulkStatusControls).
import type { ReactNode } from 'react';
import { lazyAfterFirstRows } from '../../lib/first-rows';
import type { BulkStatusBarProps } from './BulkStatusControls';

const Controls = lazyAfterFirstRows<BulkStatusBarProps<string>>(
  () => import('./BulkStatusControls') as Promise<{ default: (props: BulkStatusBarProps<string>) => ReactNode }>,
);

/** The selection's size, a status, Apply, and the failures' report. */
export function BulkStatusBar<Status extends string>(props: BulkStatusBarProps<Status>): ReactNode {
  if (props.count === 0 && !props.report?.failed.length) return null;
  return <Controls {...(props as unknown as BulkStatusBarProps<string>)} />;
}
