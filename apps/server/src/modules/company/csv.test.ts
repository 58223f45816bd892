import { describe, expect, it } from 'vitest';
import { csvCell, toCsv } from './csv.ts';

describe('CSV cells', () => {
  it('give every text that a spreadsheet would run as a formula a leading apostrophe', () => {
    for (const start of ['=', '+', '-', '@', '\t', '\r']) expect(csvCell(`${start}SUM(A1:A9)`).replace(/^"/, '')).toMatch(/^'/);
    expect(csvCell('=1+2')).toBe("'=1+2");
    expect(csvCell('@cmd')).toBe("'@cmd");
    expect(csvCell('-2+3')).toBe("'-2+3");
    expect(csvCell('+44 20 7946 0000')).toBe("'+44 20 7946 0000");
    // Within a cell the same characters are harmless.
    expect(csvCell('a=b')).toBe('a=b');
    expect(csvCell('Ann Smith')).toBe('Ann Smith');
  });

  it('quote cells with commas, quotes or line breaks, doubling the quotes', () => {
    expect(csvCell('Smith, Ann')).toBe('"Smith, Ann"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    expect(csvCell('=HYPERLINK("x","y")')).toBe('"\'=HYPERLINK(""x"",""y"")"');
    expect(csvCell('\r=1')).toBe('"\'\r=1"');
  });

  it('write numbers as they are and nothing for a missing figure', () => {
    expect(csvCell(12.5)).toBe('12.5');
    expect(csvCell(0)).toBe('0');
    expect(csvCell(null)).toBe('');
  });

  it('make a document with a byte-order mark and CRLF rows', () => {
    expect(
      toCsv([
        ['name', 'n'],
        ['=a', 1],
        ['b', null],
      ]),
    ).toBe("\uFEFFname,n\r\n'=a,1\r\nb,\r\n");
  });
});
