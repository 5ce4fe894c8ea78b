import { GOOD_SCORE_RATIO } from '@vidya/contract';
import PDFDocument from 'pdfkit';
import { registerFonts } from '../../lib/pdf/fonts.ts';
import { renderMarkdown } from '../../lib/pdf/markdown-to-pdf.ts';
import { drawTable } from '../../lib/pdf/pdf-table.ts';
import { collectPdf } from '../../lib/pdf/collect.ts';
import { BODY, COLORS, PdfWriter, type Run } from '../../lib/pdf/pdf-writer.ts';
import type { ScoredQuestion } from '../../tutor/types.ts';

export type ReportLanguage = keyof typeof LABELS;

export interface ReportPdfInput {
  productName: string;
  /** The language of the report's own words (title, labels, dates); English when left out. */
  language?: ReportLanguage;
  studentName: string;
  course: string;
  date: Date;
  score: number;
  maxScore: number;
  report: string;
  questions: ScoredQuestion[];
}

const GREEN = '#16a34a';
const YELLOW = '#eab308';
const TRACK = '#e5e7eb';
const MARGIN = 50;

/**
 * The report's own words in each language (the Hindi as the web app's catalog words it); the
 * questions, options and the written report come as they were stored.
 */
const LABELS = {
  en: {
    lang: 'en-IN',
    title: 'Assignment Report',
    subject: (course: string, student: string) => `${course}: assignment report for ${student}`,
    student: 'Student',
    course: 'Course',
    date: 'Date',
    score: (score: number, max: number, percent: number) => `Score: ${score} / ${max} (${percent}%)`,
    good: 'Great job! You have demonstrated excellent understanding!',
    keepGoing: 'Keep learning! You are on the right track.',
    perChapter: 'Correct answers per chapter',
    chapter: (n: number, title: string) => `Ch. ${n}: ${title}`,
    atAGlance: 'Answers at a glance',
    columns: ['#', 'Question', 'Your answer', 'Right answer', 'Chapter'],
  },
  hi: {
    lang: 'hi-IN',
    title: 'असाइनमेंट रिपोर्ट',
    subject: (course: string, student: string) => `${course}: ${student} की असाइनमेंट रिपोर्ट`,
    student: 'विद्यार्थी',
    course: 'कोर्स',
    date: 'तारीख',
    score: (score: number, max: number, percent: number) => `स्कोर: ${score} / ${max} (${percent}%)`,
    good: 'बहुत बढ़िया! आपने विषय बहुत अच्छे से समझा है!',
    keepGoing: 'सीखते रहिए! आप सही रास्ते पर हैं।',
    perChapter: 'हर अध्याय में सही जवाब',
    chapter: (n: number, title: string) => `अध्याय ${n}: ${title}`,
    atAGlance: 'आपके जवाब एक नज़र में',
    columns: ['#', 'सवाल', 'आपका जवाब', 'सही जवाब', 'अध्याय'],
  },
} as const;
type Labels = (typeof LABELS)[ReportLanguage];

/**
 * The downloadable report (Assignment_Report.pdf): title, student, course, date, the score with a bar,
 * correct answers per chapter as a small bar chart, the per-question table, then the written report.
 * The textbooks' PDF toolkit (lib/pdf) sets the text, so Hindi (shaped by HarfBuzz, decision 0042)
 * and the notes' symbols render; `language: 'hi'` sets the report's own words in Hindi.
 */
export function renderAssignmentReport(input: ReportPdfInput): Promise<Buffer> {
  const labels = LABELS[input.language ?? 'en'];
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    lang: labels.lang,
    displayTitle: true,
    info: {
      Title: labels.title,
      Author: input.productName,
      Subject: labels.subject(input.course, input.studentName),
      Creator: input.productName,
    },
  });
  const done = collectPdf(doc);
  registerFonts(doc);
  const w = new PdfWriter(doc);
  const x = w.left;
  const width = w.width;

  w.text([{ text: labels.title, bold: true }], {
    x,
    width,
    family: 'sans',
    size: 22,
    color: COLORS.accent,
  });
  w.moveDown(8);
  const facts: [string, string][] = [
    [labels.student, input.studentName],
    [labels.course, input.course],
    [
      labels.date,
      input.date.toLocaleDateString(labels.lang, {
        day: 'numeric',
        month: 'long',
        year: 'numeric',
        timeZone: 'Asia/Kolkata',
      }),
    ],
  ];
  for (const [label, value] of facts)
    w.text([{ text: `${label}: `, bold: true }, { text: value }], { x, width, family: 'sans', size: 11 });
  w.moveDown(12);

  scoreBar(w, labels, input.score, input.maxScore);
  chapterChart(w, labels, input.questions);
  questionTable(w, labels, input.questions);

  w.ensureSpace(80);
  w.moveDown(10);
  renderMarkdown(w, input.report, { x, width, listDepth: 0, tight: false });
  doc.end();
  return done;
}

function scoreBar(w: PdfWriter, labels: Labels, score: number, maxScore: number) {
  const ratio = maxScore ? score / maxScore : 0;
  const good = ratio >= GOOD_SCORE_RATIO;
  w.text([{ text: labels.score(score, maxScore, Math.round(ratio * 100)), bold: true }], {
    x: w.left,
    width: w.width,
    family: 'sans',
    size: 14,
  });
  w.moveDown(4);
  const y = w.doc.y;
  w.doc.save().roundedRect(w.left, y, w.width, 10, 5).fill(TRACK);
  if (ratio > 0)
    w.doc.roundedRect(w.left, y, Math.max(10, w.width * ratio), 10, 5).fill(good ? GREEN : YELLOW);
  w.doc.restore();
  w.doc.y = y + 16;
  const line = good ? labels.good : labels.keepGoing;
  w.text([{ text: line }], { x: w.left, width: w.width, family: 'sans', size: 10.5, color: COLORS.muted });
  w.moveDown(14);
}

/** One bar per chapter: correct answers over questions asked. */
function chapterChart(w: PdfWriter, labels: Labels, questions: ScoredQuestion[]) {
  const chapters = new Map<string, { label: string; asked: number; correct: number }>();
  for (const q of questions) {
    const key = `${q.chapter.book}:${q.chapter.number}`;
    const c =
      chapters.get(key) ??
      chapters
        .set(key, { label: labels.chapter(q.chapter.number, q.chapter.title), asked: 0, correct: 0 })
        .get(key)!;
    c.asked += 1;
    if (q.correct) c.correct += 1;
  }
  const rows = [...chapters.values()];
  const rowHeight = 18;
  w.ensureSpace(30 + rows.length * rowHeight);
  sectionTitle(w, labels.perChapter);
  const labelWidth = w.width * 0.5;
  const barX = w.left + labelWidth + 8;
  const barWidth = w.width - labelWidth - 60;
  for (const row of rows) {
    const y = w.doc.y;
    w.doc.save();
    w.text([{ text: row.label }], {
      x: w.left,
      width: labelWidth,
      family: 'cond',
      size: 9.5,
      lineBreak: false,
    });
    w.doc.rect(barX, y + 2, barWidth, 9).fill(TRACK);
    if (row.correct)
      w.doc
        .rect(barX, y + 2, (barWidth * row.correct) / row.asked, 9)
        .fill(row.correct / row.asked >= GOOD_SCORE_RATIO ? GREEN : YELLOW);
    w.doc.restore();
    w.doc.y = y;
    w.text([{ text: `${row.correct} / ${row.asked}` }], {
      x: barX + barWidth + 6,
      width: 50,
      family: 'cond',
      size: 9.5,
      lineBreak: false,
    });
    w.doc.y = y + rowHeight;
  }
  w.moveDown(12);
}

/** A section's title in the report: accent colour, sans, a little space below. */
function sectionTitle(w: PdfWriter, title: string) {
  w.text([{ text: title, bold: true }], { x: w.left, width: w.width, family: 'sans', size: 12.5, color: COLORS.accent });
  w.moveDown(6);
}

function questionTable(w: PdfWriter, labels: Labels, questions: ScoredQuestion[]) {
  w.ensureSpace(60);
  sectionTitle(w, labels.atAGlance);
  const cell = (text: string, style: Omit<Run, 'text'> = {}): Run[] => [{ ...style, text }];
  const header = labels.columns.map((h) => cell(h, { bold: true }));
  const rows = questions.map((q, i) => [
    cell(String(i + 1)),
    cell(q.mcq),
    cell(`${q.chosen}. ${q.options[q.chosen]} ${q.correct ? '✓' : '✗'}`, { bold: !q.correct }),
    cell(`${q.answer}. ${q.options[q.answer]}`),
    cell(String(q.chapter.number)),
  ]);
  drawTable(w, [header, ...rows], ['right', 'left', 'left', 'left', 'center'], w.left, w.width);
  w.moveDown(BODY.paragraphGap);
}
