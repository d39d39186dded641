// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { TableFrame } from './TableFrame';

afterEach(cleanup);

const table = (
  <table>
    <tbody>
      <tr>
        <td>a cell</td>
      </tr>
    </tbody>
  </table>
);

describe('TableFrame', () => {
  it('is a group the keyboard reaches, named by its label', () => {
    render(<TableFrame label="Recent Applications">{table}</TableFrame>);
    const frame = screen.getByRole('group', { name: 'Recent Applications' });
    expect(frame.tabIndex).toBe(0);
    expect(frame.contains(screen.getByRole('table'))).toBe(true);
  });

  it('is named by a heading elsewhere on the page', () => {
    render(
      <>
        <h2 id="gender">Gender</h2>
        <TableFrame labelledBy="gender" plain>
          {table}
        </TableFrame>
      </>,
    );
    expect(screen.getByRole('group', { name: 'Gender' }).tabIndex).toBe(0);
  });
});
