import type { TextbookPages } from '@vidya/contract';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { switchLanguage } from '../../../i18n/i18n.ts';
import { outlineFromTable, readLastPage, saveLastPage, targetPage } from './textbook-target.ts';

const table: TextbookPages = {
  chapters: [
    { number: 1, title: 'Introduction to Data Entry', page: 3, sections: [{ heading: 'What Is Data Entry?', page: 3 }, { heading: 'Key terms', page: 10 }] },
    { number: 2, title: 'Computer Fundamentals', page: 13, sections: [{ heading: 'Saving Your Work Safely', page: 15 }] },
  ],
};

describe('targetPage', () => {
  const outline = outlineFromTable(table);

  it("opens a chapter at its page, and a section at the section's page (any case)", () => {
    expect(targetPage({ chapter: 2 }, table, outline, 120)).toBe(13);
    expect(targetPage({ chapter: 2, section: 'saving your work SAFELY' }, table, outline, 120)).toBe(15);
    expect(targetPage({ chapter: 2, section: 'No such section' }, table, outline, 120)).toBe(13);
  });

  it("uses the PDF's outline when there is no page table, and a page as given (within the book)", () => {
    const pdfOutline = [{ title: 'Chapter 2: Computer Fundamentals', page: 14, depth: 0 }];
    expect(targetPage({ chapter: 2 }, undefined, pdfOutline, 120)).toBe(14);
    expect(targetPage({ page: 40 }, table, outline, 120)).toBe(40);
    expect(targetPage({ page: 400 }, table, outline, 120)).toBe(120);
    expect(targetPage({ chapter: 9, page: 7 }, table, outline, 120)).toBe(7);
  });

  it('has nothing to say for no target or an unknown chapter (the last page read applies)', () => {
    expect(targetPage({}, table, outline, 120)).toBeNull();
    expect(targetPage({ chapter: 9 }, table, outline, 120)).toBeNull();
  });

  it("opens the Hindi book at a section named by its English heading (the Hindi table's id)", () => {
    const hindi: TextbookPages = { chapters: [{ number: 2, title: 'कंप्यूटर की बुनियादी बातें', page: 14, sections: [{ heading: 'अपना काम सुरक्षित सेव करना', id: 'Saving Your Work Safely', page: 17 }] }] };
    expect(targetPage({ chapter: 2, section: 'Saving Your Work Safely' }, hindi, [], 90)).toBe(17);
    expect(targetPage({ chapter: 2, section: 'अपना काम सुरक्षित सेव करना' }, hindi, [], 90)).toBe(17);
    expect(targetPage({ chapter: 2 }, undefined, [{ title: 'अध्याय 2: कंप्यूटर', page: 15, depth: 0 }], 90)).toBe(15);
  });

  it('lists chapters, each followed by its sections', () => {
    expect(outline.map((e) => [e.title, e.page, e.depth])).toEqual([
      ['Chapter 1: Introduction to Data Entry', 3, 0],
      ['What Is Data Entry?', 3, 1],
      ['Key terms', 10, 1],
      ['Chapter 2: Computer Fundamentals', 13, 0],
      ['Saving Your Work Safely', 15, 1],
    ]);
  });
});

describe('the outline in Hindi', () => {
  afterEach(() => switchLanguage('en'));

  it("names chapters in the student's language, and a chapter still opens at its page", async () => {
    await switchLanguage('hi');
    const outline = outlineFromTable(table);
    expect(outline.filter((e) => e.depth === 0).map((e) => e.title)).toEqual(['अध्याय 1: Introduction to Data Entry', 'अध्याय 2: Computer Fundamentals']);
    expect(targetPage({ chapter: 2 }, table, outline, 120)).toBe(13);
    await switchLanguage('en');
    expect(outlineFromTable(table)[0]!.title).toBe('Chapter 1: Introduction to Data Entry');
  });
});

describe('the last page read', () => {
  beforeEach(() => localStorage.clear());

  it('is kept per course on this device', () => {
    expect(readLastPage('dataEntry')).toBeNull();
    saveLastPage('dataEntry', 42);
    saveLastPage('crmVoice', 7);
    expect(readLastPage('dataEntry')).toBe(42);
    expect(readLastPage('crmVoice')).toBe(7);
    localStorage.setItem('textbook-page:itEssentials', 'garbage');
    expect(readLastPage('itEssentials')).toBeNull();
  });

  it("is kept per edition: the Hindi book's pages are not the English book's", () => {
    saveLastPage('dataEntry', 42);
    saveLastPage('dataEntry', 50, 'hi');
    expect(readLastPage('dataEntry')).toBe(42);
    expect(readLastPage('dataEntry', 'hi')).toBe(50);
  });
});
