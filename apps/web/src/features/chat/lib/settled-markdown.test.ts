import { describe, expect, it } from 'vitest';
import { settledMarkdown } from './settled-markdown.ts';

describe('settledMarkdown', () => {
  it('shows finished text as it is', () => {
    const done = 'Net speed counts only correct words.\n\n- **Net speed** is what matters\n';
    expect(settledMarkdown(done)).toBe(done);
    expect(settledMarkdown('Typing **fast** and `code` and $x^2$ here')).toBe('Typing **fast** and `code` and $x^2$ here');
  });

  it('stops the unfinished line before an unclosed bold, code span, emphasis, formula or link', () => {
    expect(settledMarkdown('Intro.\n**Quick check:')).toBe('Intro.\n');
    expect(settledMarkdown('Read the **Net spe')).toBe('Read the');
    expect(settledMarkdown('Type `<tab')).toBe('Type');
    expect(settledMarkdown('It is _very')).toBe('It is');
    expect(settledMarkdown('Area is $l \\times')).toBe('Area is');
    expect(settledMarkdown('See [the notes](https://exa')).toBe('See');
    expect(settledMarkdown('See \\(x + ')).toBe('See');
  });

  it('keeps snake_case words, a closed emphasis and a list bullet', () => {
    expect(settledMarkdown('Use file_name and *this* then')).toBe('Use file_name and *this* then');
    expect(settledMarkdown('* item with **bold** text')).toBe('* item with **bold** text');
  });

  it('holds back a last line that is only a block mark, or half a table row', () => {
    expect(settledMarkdown('Steps:\n- ')).toBe('Steps:\n');
    expect(settledMarkdown('Steps:\n- **Net')).toBe('Steps:\n');
    expect(settledMarkdown('Steps:\n12.')).toBe('Steps:\n');
    expect(settledMarkdown('Title\n---')).toBe('Title\n');
    expect(settledMarkdown('| Key | Use |\n|---|---|\n| Tab | mo')).toBe('| Key | Use |\n|---|---|\n');
  });

  it('holds back a table header until its rule line arrives', () => {
    expect(settledMarkdown('Compare:\n\n| Feature | RAM |\n')).toBe('Compare:\n\n');
    expect(settledMarkdown('Compare:\n\n| Feature | RAM |\n|---|')).toBe('Compare:\n\n');
    expect(settledMarkdown('Compare:\n\n| Feature | RAM |\n|---|---|\n')).toBe('Compare:\n\n| Feature | RAM |\n|---|---|\n');
  });

  it('holds back a display formula until it closes', () => {
    expect(settledMarkdown('Formula:\n\n$$\n\\text{Gross WPM} =\n')).toBe('Formula:\n\n');
    expect(settledMarkdown('Formula:\n\\[\\frac{a}{b}\n')).toBe('Formula:\n');
    const closed = 'Formula:\n\n$$\\frac{a}{b}$$\n\nSo ';
    expect(settledMarkdown(closed)).toBe('Formula:\n\n$$\\frac{a}{b}$$\n\nSo');
  });

  it('shows code inside an open fence as it arrives, and ignores math marks in it', () => {
    expect(settledMarkdown('```html\n<table>\n  <tr')).toBe('```html\n<table>\n  <tr');
    expect(settledMarkdown('```\necho $$\n```\nDone **now')).toBe('```\necho $$\n```\nDone');
    expect(settledMarkdown('Code:\n``')).toBe('Code:\n');
  });
});
