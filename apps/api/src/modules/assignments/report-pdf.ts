import { GOOD_SCORE_RATIO } from '@vidya/contract';
import PDFDocument from 'pdfkit';
import { registerFonts } from '../../lib/pdf/fonts.ts';
import { renderMarkdown } from '../../lib/pdf/markdown-to-pdf.ts';
import { drawTable } from '../../lib/pdf/pdf-table.ts';
import { collectPdf } from '../../lib/pdf/collect.ts';
import { BODY, COLORS, PdfWriter, type Run } from '../../lib/pdf/pdf-writer.ts';
import type { ScoredQuestion } from '../../tutor/types.ts';

export interface ReportPdfInput {
  productName: string;
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
 * The downloadable report (Assignment_Report.pdf): title, student, course, date, the score with a bar,
 * correct answers per chapter as a small bar chart, the per-question table, then the written report.
 * The textbooks' PDF toolkit (lib/pdf) sets the text, so Hindi names and the notes' symbols render.
 */
export function renderAssignmentReport(input: ReportPdfInput): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    lang: 'en-IN',
    displayTitle: true,
    info: {
      Title: 'Assignment Report',
      Author: input.productName,
      Subject: `${input.course}: assignment report for ${input.studentName}`,
      Creator: input.productName,
    },
  });
  const done = collectPdf(doc);
  registerFonts(doc);
  const w = new PdfWriter(doc);
  const x = w.left;
  const width = w.width;

  w.text([{ text: 'Assignment Report', bold: true }], {
    x,
    width,
    family: 'sans',
    size: 22,
    color: COLORS.accent,
  });
  w.moveDown(8);
  const facts: [string, string][] = [
    ['Student', input.studentName],
    ['Course', input.course],
    [
      'Date',
      input.date.toLocaleDateString('en-IN', {
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

  scoreBar(w, input.score, input.maxScore);
  chapterChart(w, input.questions);
  questionTable(w, input.questions);

  w.ensureSpace(80);
  w.moveDown(10);
  renderMarkdown(w, input.report, { x, width, listDepth: 0, tight: false });
  doc.end();
  return done;
}

function scoreBar(w: PdfWriter, score: number, maxScore: number) {
  const ratio = maxScore ? score / maxScore : 0;
  const good = ratio >= GOOD_SCORE_RATIO;
  w.text([{ text: `Score: ${score} / ${maxScore} (${Math.round(ratio * 100)}%)`, bold: true }], {
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
  const line = good
    ? 'Great job! You have demonstrated excellent understanding!'
    : 'Keep learning! You are on the right track.';
  w.text([{ text: line }], { x: w.left, width: w.width, family: 'sans', size: 10.5, color: COLORS.muted });
  w.moveDown(14);
}

/** One bar per chapter: correct answers over questions asked. */
function chapterChart(w: PdfWriter, questions: ScoredQuestion[]) {
  const chapters = new Map<string, { label: string; asked: number; correct: number }>();
  for (const q of questions) {
    const key = `${q.chapter.book}:${q.chapter.number}`;
    const c =
      chapters.get(key) ??
      chapters
        .set(key, { label: `Ch. ${q.chapter.number}: ${q.chapter.title}`, asked: 0, correct: 0 })
        .get(key)!;
    c.asked += 1;
    if (q.correct) c.correct += 1;
  }
  const rows = [...chapters.values()];
  const rowHeight = 18;
  w.ensureSpace(30 + rows.length * rowHeight);
  sectionTitle(w, 'Correct answers per chapter');
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

function questionTable(w: PdfWriter, questions: ScoredQuestion[]) {
  w.ensureSpace(60);
  sectionTitle(w, 'Answers at a glance');
  const cell = (text: string, style: Omit<Run, 'text'> = {}): Run[] => [{ ...style, text }];
  const header = ['#', 'Question', 'Your answer', 'Right answer', 'Chapter'].map((h) =>
    cell(h, { bold: true }),
  );
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
