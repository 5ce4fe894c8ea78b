import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { GenerateAssignmentResponseSchema, OPTION_LETTERS, type OptionLetter } from '@vidya/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadContent } from '../../content/load-content.ts';
import { assignments, flashcards } from '../../db/schema.ts';
import { gateItems } from '../../tutor/assignments/gate.ts';
import { DEVANAGARI_WORD } from '../../tutor/language/devanagari.ts';
import { callAs, chatSession, createTestApp, registerStudent, type Student, type TestContext } from '../../../test/app.ts';

const content = loadContent(new URL('../../../../../content', import.meta.url).pathname);
/** A Devanagari word (the shared pattern is global, so `test` would keep its place between calls). */
const HINDI_WORD = new RegExp(DEVANAGARI_WORD.source);

let ctx: TestContext;
let meera: Student;

beforeAll(async () => {
  ctx = await createTestApp();
  meera = await registerStudent(ctx.app, { firstName: 'मीरा', lastName: 'Joshi', language: 'hi' });
});
afterAll(() => ctx.close());

const stored = async (id: string) => (await ctx.database.db.select().from(assignments).where(eq(assignments.id, id)))[0]!;

/** The text of a PDF, as pdftotext reads it. */
function pdfText(pdf: Buffer): string {
  const dir = mkdtempSync(join(tmpdir(), 'vidya-hindi-report-'));
  try {
    writeFileSync(join(dir, 'report.pdf'), pdf);
    return execFileSync('pdftotext', [join(dir, 'report.pdf'), '-'], { encoding: 'utf8' }).replace(/\s+/g, ' ');
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

describe('an assignment of a Hindi chat', () => {
  it('asks the Hindi bank’s questions of the chat’s chapters, reports in Hindi, keeps the mistakes in Hindi, and its PDF is Hindi', async () => {
    const sessionId = await chatSession(ctx.app, meera, ['शुद्ध गति कैसे निकालते हैं?', 'शुद्धता प्रतिशत क्या है?']);
    const made = await callAs(ctx.app, meera, 'POST', `/api/assignments/${sessionId}/generate-assignment`);
    expect(made.statusCode, made.body).toBe(200);
    const { assignment, assignmentId } = GenerateAssignmentResponseSchema.parse(made.json());
    const row = await stored(assignmentId);
    expect(row.language).toBe('hi');
    // Every question is the Hindi bank's, its options (spread over the letters) with the bank's key, and passes the gate.
    expect(gateItems(row.questions.map((q) => ({ ...q, chapter: { book: 'dataEntry', number: q.chapter, title: q.chapterTitle } })))).toHaveLength(row.questions.length);
    for (const q of row.questions) {
      const bank = content.hindi!.courses.dataEntry[q.chapter - 1]!.questions;
      const at = bank.findIndex((b) => b.question === q.mcq);
      expect(at, q.mcq).toBeGreaterThanOrEqual(0);
      expect(q.options[q.answer]).toBe(bank[at]!.options[bank[at]!.answer]);
      // Stored under the chapter's English title: mastery and the syllabus read one chapter in both languages.
      expect(q.chapterTitle).toBe(content.courses.dataEntry.chapters[q.chapter - 1]!.title);
    }
    expect(Object.values(assignment).every((q) => HINDI_WORD.test(q.mcq))).toBe(true);
    expect(row.questions[0]!.chapter).toBe(4);

    // All wrong but the first: the report says so in Hindi, with the Hindi chapter title.
    const wrong = (k: string) => OPTION_LETTERS[(OPTION_LETTERS.indexOf(k as OptionLetter) + 1) % 4]!;
    const userAnswers = Object.fromEntries(row.questions.map((q, i) => [String(i + 1), i === 0 ? q.answer : wrong(q.answer)]));
    const evaluated = await callAs(ctx.app, meera, 'POST', `/api/assignments/${assignmentId}/evaluate`, { userAnswers });
    expect(evaluated.statusCode, evaluated.body).toBe(200);
    const { report } = evaluated.json() as { report: string };
    for (const heading of ['## आपके जवाब', '## आप क्या अच्छी तरह जानते हैं', '## क्या दोहराना है', '## आगे क्या करें']) expect(report).toContain(heading);
    expect(report).toContain(`[अध्याय 4: ${content.hindi!.courses.dataEntry[3]!.title}](/dataEntry?panel=textbook&book=dataEntry&chapter=4)`);
    expect(report).not.toMatch(/Your answer|Right answer|Chapter to revise|What to revise/);

    // The questions answered wrongly join the deck as Hindi cards.
    const mistakes = await ctx.database.db.select().from(flashcards).where(eq(flashcards.question, row.questions[1]!.mcq));
    expect(mistakes).toHaveLength(1);
    // The Hindi question, answered with the Hindi bank's right option (which may be a number alone: '97%').
    expect(mistakes[0]!.question).toMatch(HINDI_WORD);
    expect(mistakes[0]!.answer).toContain(row.questions[1]!.options[row.questions[1]!.answer]);

    // The PDF's own words are the assignment's language unless the app asks for another.
    const pdf = await callAs(ctx.app, meera, 'GET', `/api/download-assignment/${assignmentId}`);
    expect(pdf.statusCode).toBe(200);
    const text = pdfText(pdf.rawPayload);
    expect(text).toContain('असाइनमेंट रिपोर्ट');
    expect(text).toContain('मीरा Joshi');
    const asked = await callAs(ctx.app, meera, 'GET', `/api/download-assignment/${assignmentId}?lang=en`);
    expect(pdfText(asked.rawPayload)).toContain('Assignment Report');
  });

  it('does not ask again what the chat’s Hindi quick checks asked', async () => {
    const sessionId = await chatSession(ctx.app, meera, ['शुद्ध गति कैसे निकालते हैं?', 'शुद्धता प्रतिशत क्या है?']);
    const history = await callAs(ctx.app, meera, 'GET', `/api/chat/session/${sessionId}`);
    const checks = (history.json().messages as { sender: string; text: string }[])
      .flatMap((m) => [...m.text.matchAll(/\*\*छोटी जाँच:\*\* ([^\n]+)/g)].map((x) => x[1]!.trim()));
    expect(checks.length).toBeGreaterThan(0);
    const made = await callAs(ctx.app, meera, 'POST', `/api/assignments/${sessionId}/generate-assignment`);
    const row = await stored(made.json().assignmentId as string);
    expect(row.questions.map((q) => q.mcq).filter((q) => checks.includes(q))).toEqual([]);
  });
});
