import { describe, expect, it } from 'vitest';
import { shownColumns } from './LiveTableGrid';

const columns = [{ field: 'name' }, { field: 'country' }, { field: 'status' }];

describe('shownColumns', () => {
  it('hides the columns that give way on a narrow screen, keeping the order of the rest', () => {
    expect(shownColumns(columns, ['country'], false).map((column) => column.field)).toEqual(['name', 'status']);
  });

  it('shows every column on a wide screen, or when none gives way', () => {
    expect(shownColumns(columns, ['country'], true)).toEqual(columns);
    expect(shownColumns(columns, undefined, false)).toEqual(columns);
  });
});
