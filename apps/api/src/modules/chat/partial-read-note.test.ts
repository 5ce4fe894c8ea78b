import { describe, expect, it } from 'vitest';
import { partialReadNote } from './partial-read-note.ts';

const file = (fileName: string, text: string | null, partial?: boolean) => ({ fileName, text, partial });

describe('the note above an answer when a file was read only in part', () => {
  it('is there only when some file was cut', () => {
    expect(partialReadNote([])).toBeNull();
    expect(partialReadNote([file('a.pdf', 'all of it'), file('b.png', null, false)])).toBeNull();
  });

  it('names the file whose first part was read', () => {
    expect(partialReadNote([file('report.pdf', 'Page one\n[…]', true), file('ok.txt', 'short')])).toBe(
      '_I could read only the first part of **report.pdf** (it is very long), so my answer uses that part._',
    );
  });

  it('names several, and the files none of which could be read in time', () => {
    expect(
      partialReadNote([
        file('a.pdf', 'x', true),
        file('b.xlsx', 'y', true),
        file('c.docx', null, true),
        file('d.doc', null, true),
      ]),
    ).toBe(
      '_I could read only the first part of **a.pdf** and **b.xlsx** (they are very long), so my answer uses those parts. ' +
        '**c.docx** and **d.doc** are too long for me to read in time, so my answer does not use them._',
    );
    expect(partialReadNote([file('c.docx', null, true)])).toBe(
      '_**c.docx** is too long for me to read in time, so my answer does not use it._',
    );
  });
});
