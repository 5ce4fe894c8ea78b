import { describe, expect, it } from 'vitest';
import { answeredLetter, parseQuickCheck } from './quick-check.ts';

// As the offline tutor writes it (apps/api/src/tutor/chat/offline-compose.ts).
const offline = [
  'A source document is the paper you type from.',
  '',
  'From your course notes: Chapter 1: Introduction to Data Entry',
  '',
  '**Quick check:** In this task, what are the filled forms called?',
  '',
  'A) Output reports  ',
  'B) Backup files  ',
  'C) Templates  ',
  'D) Source documents',
  '',
  "Reply with the letter (A, B, C or D) and I'll tell you if you're right.",
].join('\n');

describe('parseQuickCheck', () => {
  it('finds the offline tutor’s four options, with the question before and the hint after', () => {
    const check = parseQuickCheck(offline)!;
    expect(check.options).toEqual([
      { letter: 'A', text: 'Output reports' },
      { letter: 'B', text: 'Backup files' },
      { letter: 'C', text: 'Templates' },
      { letter: 'D', text: 'Source documents' },
    ]);
    expect(check.before).toMatch(/\*\*Quick check:\*\* In this task, what are the filled forms called\?$/);
    expect(check.after).toBe("Reply with the letter (A, B, C or D) and I'll tell you if you're right.");
  });

  it('reads the shapes models write: A. / (B) / **C)** / - D), with blank lines between, text kept as written', () => {
    const check = parseQuickCheck('Which formula?\n\nA. =B2*C2\n\n(B) **B2*C2**\n\n**C)** `C2`\n\n- D) None')!;
    expect(check.options.map((o) => `${o.letter}:${o.text}`)).toEqual(['A:=B2*C2', 'B:B2*C2', 'C:`C2`', 'D:None']);
    expect(check.after).toBe('');
  });

  it('finds nothing without a run of A, B, C in order', () => {
    expect(parseQuickCheck('Grade A) is the best.\nThen B) follows.')).toBeNull();
    expect(parseQuickCheck('A) one\nC) two\nD) three')).toBeNull();
    expect(parseQuickCheck('✅ Correct! **B) Backup files**.')).toBeNull();
    expect(parseQuickCheck('No options here.')).toBeNull();
  });

  it('takes three options when there is no D', () => {
    expect(parseQuickCheck('Pick one:\nA) yes\nB) no\nC) maybe\nThanks')?.options).toHaveLength(3);
  });
});

describe('answeredLetter', () => {
  it('reads a letter the student sent', () => {
    expect(answeredLetter('B')).toBe('B');
    expect(answeredLetter(' c ')).toBe('C');
    expect(answeredLetter('(d)')).toBe('D');
    expect(answeredLetter('Option a')).toBe('A');
  });

  it('ignores anything else', () => {
    expect(answeredLetter('Explain more simply')).toBeNull();
    expect(answeredLetter('E')).toBeNull();
    expect(answeredLetter('a bit more')).toBeNull();
  });
});
