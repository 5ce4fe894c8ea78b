import { describe, expect, it } from 'vitest';
import { listItems, parseBlocks } from './blocks.ts';
import { createSpeller, editDistance } from './spelling.ts';

const section = [
  'A **formula** starts with `=`. Copy it down:',
  '',
  '```html',
  '<style>',
  '',
  '  p { color: navy; }',
  '</style>',
  '```',
  '',
  '| Formula | Result |',
  '|---|---|',
  '| `=B2*C2` | 220 |',
  '',
  '1. Click the cell.',
  '',
  '2. Type `=SUM(D2:D4)`.',
  '$$\\text{KPH} = \\text{keys} \\times 60$$',
  'Worked example: Anjali types 1,800 characters.',
  '- one',
  '- two',
  '### Remember',
].join('\n');

describe('blocks', () => {
  it('cuts a section into blocks that keep their markdown exactly', () => {
    const blocks = parseBlocks(section);
    expect(blocks.map((b) => b.kind)).toEqual(['paragraph', 'code', 'table', 'steps', 'math', 'paragraph', 'list', 'heading']);
    for (const b of blocks) expect(section).toContain(b.markdown);
    expect(blocks[1]!.markdown).toContain('\n\n  p { color: navy; }\n');
    expect(blocks[3]!.markdown).toBe('1. Click the cell.\n\n2. Type `=SUM(D2:D4)`.');
    expect(listItems(blocks[3]!)).toEqual(['Click the cell.', 'Type `=SUM(D2:D4)`.']);
  });

  it('knows the words of tables, code and formulas, and which blocks are worked examples', () => {
    const [, code, table, , math, example, list] = parseBlocks(section);
    expect(code!.terms.has('navy')).toBe(true);
    expect(table!.terms.has('result')).toBe(true);
    expect(math!.terms.has('kph')).toBe(true);
    expect(example!.example).toBe(true);
    // What follows a worked example belongs to it.
    expect(list!.example).toBe(true);
  });
});

describe('spelling', () => {
  it('measures edits, a swap of neighbours counting once', () => {
    expect(editDistance('tabel', 'table', 2)).toBe(1);
    expect(editDistance('phising', 'phishing', 2)).toBe(1);
    expect(editDistance('modal', 'modem', 1)).toBe(2);
  });

  it("corrects to the notes' words, never a function word or a short one", () => {
    const counts = new Map([['table', 40], ['label', 5], ['phishing', 9], ['model', 3], ['the', 900]]);
    const speller = createSpeller(counts, new Set(['model']), (w) => w === 'raha');
    expect(['tabel', 'phising', 'modal', 'raha', 'teh', 'xyzzy'].map((w) => speller.correct(w))).toEqual(['table', 'phishing', 'model', 'raha', 'teh', 'xyzzy']);
  });
});
