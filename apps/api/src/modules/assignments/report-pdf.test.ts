import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadContent } from '../../content/load-content.ts';
import type { ScoredQuestion } from '../../tutor/types.ts';
import { renderAssignmentReport, type ReportPdfInput } from './report-pdf.ts';

const content = loadContent(new URL('../../../../../content', import.meta.url).pathname);
const dir = mkdtempSync(join(tmpdir(), 'vidya-report-pdf-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** Two questions of each of the Hindi edition's first three Data Entry chapters, the second of each answered wrongly. */
const hindiQuestions: ScoredQuestion[] = content.hindi!.courses.dataEntry.slice(0, 3).flatMap((chapter) =>
  chapter.questions.slice(0, 2).map((q, i) => {
    const chosen = i === 0 ? q.answer : q.answer === 'A' ? 'B' : 'A';
    return {
      mcq: q.question,
      options: q.options,
      answer: q.answer,
      explanation: q.explanation,
      chapter: { book: 'dataEntry', number: chapter.number, title: chapter.title },
      chosen,
      correct: chosen === q.answer,
    };
  }),
);

async function reportText(input: Partial<ReportPdfInput>): Promise<string> {
  const pdf = await renderAssignmentReport({
    productName: 'Vidya',
    studentName: 'आशा वर्मा',
    course: 'Data Entry',
    date: new Date('2026-11-27T10:00:00Z'),
    score: 3,
    maxScore: 6,
    report: '## क्या दोहराएँ\n\nधर्म और कर्म की तरह, **स्रोत दस्तावेज़** पर ध्यान दीजिए।',
    questions: hindiQuestions,
    ...input,
  });
  const file = join(dir, `${Math.random().toString(36).slice(2)}.pdf`);
  writeFileSync(file, pdf);
  return execFileSync('pdftotext', [file, '-'], { encoding: 'utf8' }).replace(/\s+/g, ' ');
}

describe('the assignment report PDF', () => {
  it('sets Hindi questions, options, names and chapter titles so that they read back as written', async () => {
    const text = await reportText({});
    expect(text).toContain('आशा वर्मा');
    expect(text).toContain('धर्म और कर्म की तरह, स्रोत दस्तावेज़ पर ध्यान दीजिए।');
    for (const q of hindiQuestions) {
      // A question may wrap inside its table cell; its first words stay on its first line.
      expect(text).toContain(q.mcq.split(' ').slice(0, 4).join(' '));
      expect(text).toContain(q.options[q.answer].split(' ').slice(0, 3).join(' '));
    }
    for (const chapter of content.hindi!.courses.dataEntry.slice(0, 3)) expect(text).toContain(`Ch. ${chapter.number}: ${chapter.title}`);
  });

  it("writes its own words in Hindi when asked, and keeps today's English ones otherwise", async () => {
    const hindi = await reportText({ language: 'hi' });
    for (const words of ['असाइनमेंट रिपोर्ट', 'विद्यार्थी: आशा वर्मा', 'कोर्स: Data Entry', 'तारीख: 27 नवंबर 2026', 'स्कोर: 3 / 6 (50%)', 'सीखते रहिए! आप सही रास्ते पर हैं।', 'हर अध्याय में सही जवाब', 'आपके जवाब एक नज़र में', 'अध्याय 1: डेटा एंट्री का परिचय']) {
      expect(hindi).toContain(words);
    }
    expect(hindi).not.toContain('Assignment Report');

    const english = await reportText({ language: 'en' });
    for (const words of ['Assignment Report', 'Student: आशा वर्मा', 'Course: Data Entry', 'Date: 27 November 2026', 'Score: 3 / 6 (50%)', 'Keep learning! You are on the right track.', 'Correct answers per chapter', 'Answers at a glance', 'Your answer', 'Right answer']) {
      expect(english).toContain(words);
    }
    expect(english).not.toContain('असाइनमेंट रिपोर्ट');
  });
});
