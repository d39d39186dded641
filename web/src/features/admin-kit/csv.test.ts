import { describe, expect, it } from 'vitest';
import { csvCell, toCsv } from './csv';

describe('admin tables CSV', () => {
  it('quotes every cell and doubles quotes inside', () => {
    expect(csvCell('Maria')).toBe('"Maria"');
    expect(csvCell('say "hi", then go')).toBe('"say ""hi"", then go"');
    expect(csvCell(null)).toBe('""');
    expect(csvCell(7.5)).toBe('"7.5"');
    expect(csvCell(new Date('2026-01-02T03:04:05Z'))).toBe('"2026-01-02T03:04:05.000Z"');
  });

  it('defuses a formula start at the beginning of a cell', () => {
    for (const start of ['=', '+', '-', '@', '\t', '\r']) {
      expect(csvCell(`${start}SUM(A1)`)).toBe(`"'${start}SUM(A1)"`);
    }
  });

  it('defuses a formula start after any separator, spaces between or not', () => {
    expect(csvCell('Ana,=HYPERLINK("x")')).toBe('"Ana,\'=HYPERLINK(""x"")"');
    expect(csvCell('a; +1')).toBe('"a; \'+1"');
    expect(csvCell('a|@cmd')).toBe('"a|\'@cmd"');
    expect(csvCell('line\n-2')).toBe('"line\n\'-2"');
    expect(csvCell('well-known e-mail')).toBe('"well-known e-mail"');
  });

  it('writes a header and rows with CRLF line ends', () => {
    expect(
      toCsv(
        ['Name', 'Score'],
        [
          ['Ana', 8],
          ['Bo', null],
        ],
      ),
    ).toBe('"Name","Score"\r\n"Ana","8"\r\n"Bo",""\r\n');
  });
});
