import type { TextbookPages } from '@vidya/contract';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { mayCite, namedCourses, splitCitations, type CitationContext } from './citations.ts';

const table = (chapters: [number, string, string[]][]): TextbookPages => ({
  chapters: chapters.map(([number, title, sections], i) => ({ number, title, page: 3 + i * 10, sections: sections.map((heading, j) => ({ heading, page: 3 + i * 10 + j })) })),
});
const dataEntry = table([
  [3, 'Keyboard Mastery and Touch Typing', ['The Home Row and Finger Placement']],
  [4, 'Typing Speed and Accuracy', ['Gross Speed and Net Speed', 'Accuracy Percentage']],
]);
const webDevelopment = table([
  [3, 'How the Web Works', ['DNS: Finding the Server', 'HTTP Status Codes']],
  [4, 'Introduction to HTML', ['What Is HTML?']],
]);
const itEssentials = table([[4, 'Introduction to HTML', ['Tags']]]); // the same title in a second course
const tables = { dataEntry, webDevelopment, itEssentials };
const links = (text: string, context: CitationContext) => splitCitations(text, context).filter((p) => p.target);

// The Hindi book's table: Hindi titles and headings, each section's English heading as its id.
const hindiDataEntry: TextbookPages = {
  chapters: [{ number: 4, title: 'टाइपिंग की गति और शुद्धता', page: 40, sections: [{ heading: 'सकल गति और शुद्ध गति', id: 'Gross Speed and Net Speed', page: 41 }] }],
};
const hindiWebDevelopment: TextbookPages = {
  chapters: [{ number: 3, title: 'वेब कैसे काम करता है', page: 30, sections: [{ heading: 'DNS: सर्वर ढूँढना', id: 'DNS: Finding the Server', page: 31 }] }],
};
const hindiTables = { dataEntry: hindiDataEntry, webDevelopment: hindiWebDevelopment };

describe('splitCitations in a Hindi answer', () => {
  it("links 'अध्याय N: …' by the Hindi book's titles, naming the section by its English id", () => {
    const text = 'शुद्ध गति में गलतियाँ घटाई जाती हैं।\n\nआपके कोर्स नोट्स से: अध्याय 4: टाइपिंग की गति और शुद्धता (सकल गति और शुद्ध गति)';
    expect(mayCite(text)).toBe(true);
    expect(links(text, { bot: 'dataEntry', tables, hindiTables })).toEqual([
      { text: 'अध्याय 4: टाइपिंग की गति और शुद्धता (सकल गति और शुद्ध गति)', target: { chapter: 4, section: 'Gross Speed and Net Speed' } },
    ]);
    // Without the Hindi tables (a deployment with no Hindi books) it stays words, never a wrong link.
    expect(links(text, { bot: 'dataEntry', tables })).toEqual([]);
  });

  it("opens another course's book when a Hindi citation names that course", () => {
    const text = 'आपके कोर्स नोट्स से: अध्याय 3: वेब कैसे काम करता है (Web Development कोर्स — DNS: सर्वर ढूँढना)';
    expect(namedCourses(text)).toEqual(['webDevelopment']);
    expect(links(text, { bot: 'learn', tables, hindiTables })).toEqual([
      { text: 'अध्याय 3: वेब कैसे काम करता है (Web Development कोर्स — DNS: सर्वर ढूँढना)', target: { book: 'webDevelopment', chapter: 3, section: 'DNS: Finding the Server' } },
    ]);
  });

  it('does not take an English title after अध्याय, nor अध्याय inside a longer word', () => {
    expect(links('अध्याय 4: Typing Speed and Accuracy', { bot: 'dataEntry', tables, hindiTables })).toEqual([]);
    expect(mayCite('उपअध्याय 4: कुछ')).toBe(false);
  });
});

describe('splitCitations', () => {
  it("links the offline tutor's citation, with its section, in the chat's own course", () => {
    const text = 'Net speed subtracts errors.\n\nFrom your course notes: Chapter 4: Typing Speed and Accuracy (Gross Speed and Net Speed)';
    expect(links(text, { bot: 'dataEntry', tables })).toEqual([
      { text: 'Chapter 4: Typing Speed and Accuracy (Gross Speed and Net Speed)', target: { chapter: 4, section: 'Gross Speed and Net Speed' } },
    ]);
  });

  it("links the model's form, the section matched without regard to case", () => {
    expect(links('As (Chapter 4: Typing Speed and Accuracy — gross speed and net speed) explains, …', { bot: 'dataEntry', tables })).toEqual([
      { text: 'Chapter 4: Typing Speed and Accuracy — gross speed and net speed', target: { chapter: 4, section: 'Gross Speed and Net Speed' } },
    ]);
    expect(links('See Chapter 3: Keyboard Mastery and Touch Typing.', { bot: 'dataEntry', tables })).toEqual([
      { text: 'Chapter 3: Keyboard Mastery and Touch Typing', target: { chapter: 3 } },
    ]);
  });

  it("opens another course's book when the citation names that course", () => {
    const offline = 'From your course notes: Chapter 3: How the Web Works (Web Development course — DNS: Finding the Server)';
    expect(links(offline, { bot: 'learn', tables })).toEqual([
      { text: 'Chapter 3: How the Web Works (Web Development course — DNS: Finding the Server)', target: { book: 'webDevelopment', chapter: 3, section: 'DNS: Finding the Server' } },
    ]);
    const model = 'Chapter 3: How the Web Works — HTTP Status Codes (Web Development course) says so';
    expect(links(model, { bot: 'dataEntry', tables })).toEqual([
      { text: 'Chapter 3: How the Web Works — HTTP Status Codes (Web Development course)', target: { book: 'webDevelopment', chapter: 3, section: 'HTTP Status Codes' } },
    ]);
  });

  it('for learn and nios, links a citation that matches one course only', () => {
    expect(links('Chapter 4: Typing Speed and Accuracy', { bot: 'nios', tables })).toEqual([{ text: 'Chapter 4: Typing Speed and Accuracy', target: { book: 'dataEntry', chapter: 4 } }]);
    expect(links('Chapter 4: Introduction to HTML', { bot: 'learn', tables })).toEqual([]); // two courses have it
  });

  it('links nothing that is not a real chapter of the course', () => {
    const context: CitationContext = { bot: 'dataEntry', tables };
    expect(links('Chapter 4: Typing Speedy Tricks', context)).toEqual([]); // wrong title
    expect(links('Chapter 5: Typing Speed and Accuracy', context)).toEqual([]); // wrong number
    expect(links('Chapter 3: How the Web Works', context)).toEqual([]); // another course, not named
    expect(links('Chapter 4: Typing Speed and Accuracy (Space course)', context)).toEqual([]); // no such course
    expect(links('Chapter 4: Typing Speed and Accuracy', { bot: 'dataEntry', tables: {} })).toEqual([]); // table not loaded
    // An unknown parenthesis or dash stays outside the link.
    expect(links('Chapter 4: Typing Speed and Accuracy (see the test) — later', context)).toEqual([{ text: 'Chapter 4: Typing Speed and Accuracy', target: { chapter: 4 } }]);
  });

  it('always gives back the text it was given, in order', () => {
    const citationish = fc.constantFrom('Chapter 4: ', 'Typing Speed and Accuracy', ' (Gross Speed and Net Speed)', ' — ', ' (Web Development course)', 'Chapter 3: How the Web Works', '`code`', '\n');
    const text = fc.array(fc.oneof(fc.string(), citationish), { maxLength: 12 }).map((parts) => parts.join(''));
    fc.assert(
      fc.property(text, fc.constantFrom('dataEntry', 'learn', 'webDevelopment') as fc.Arbitrary<CitationContext['bot']>, (t, bot) => {
        const pieces = splitCitations(t, { bot, tables });
        expect(pieces.map((p) => p.text).join('')).toBe(t);
        for (const p of pieces) if (p.target) expect(p.text).toMatch(/^Chapter \d+: /);
      }),
    );
  });
});

describe('which answers may cite, and which courses they name', () => {
  it('finds a chapter reference and course names', () => {
    expect(mayCite('see Chapter 4: Typing')).toBe(true);
    expect(mayCite('chapter four')).toBe(false);
    expect(namedCourses('(Data Entry course — x) and (Web Development course)')).toEqual(['webDevelopment', 'dataEntry']);
  });
});
