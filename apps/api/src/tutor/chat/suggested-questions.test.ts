import { fileURLToPath } from 'node:url';
import type { ChatBot, CourseBot } from '@vidya/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadContent, type Content } from '../../content/load-content.ts';
import { createRetriever, KEY_TERMS_HEADING } from '../grounding/retrieval.ts';
import { hasDevanagari } from '../language/devanagari.ts';
import type { ChatTutor } from '../types.ts';
import { createEditionView, type EditionView } from './edition-view.ts';
import { createOfflineChatTutor } from './offline-tutor.ts';
import { SAY } from './say.ts';
import { BOARD_REPLY, botsFor, citedWhere, citesLabelled, describeWhere, LABELLED, type Labelled, type Where } from '../../../test/suggested-labels.ts';

/**
 * Every suggested question (the buttons students tap) must be answered from a section that holds its
 * answer. suggested-sections.json is the judge: labelled by reading the notes, not the tutor's output.
 * An answer is where the notes hold it: a `##` section of a chapter of the same course (or 'Key terms',
 * the chapter's glossary), or a section of a help guide.
 */
const entries = LABELLED;
const CONTENT_DIR = fileURLToPath(new URL('../../../../../content', import.meta.url));

let content: Content;
let tutor: ChatTutor;
let view: EditionView;
beforeAll(() => {
  content = loadContent(CONTENT_DIR);
  tutor = createOfflineChatTutor({ content, retriever: createRetriever(content), productName: 'Vidya' });
  view = createEditionView(content);
});

async function ask(bot: ChatBot, question: string) {
  let text = '';
  for await (const piece of tutor.reply({ bot, studentName: 'Asha', question, history: [], attachments: [] }))
    text += piece;
  return text;
}

function sourceKey(e: Pick<Labelled, 'course' | 'chapter' | 'guide' | 'question'>) {
  return `${e.course ? `${e.course}/${e.chapter}` : `help/${e.guide}`}: ${e.question}`;
}

describe('suggested questions', () => {
  it('the fixture labels every suggested question, and nothing else', () => {
    const shown = [
      ...Object.entries(content.courses).flatMap(([course, c]) =>
        c.chapters.flatMap((ch) =>
          ch.suggestedQuestions.map((question) =>
            sourceKey({ course: course as CourseBot, chapter: ch.number, question }),
          ),
        ),
      ),
      ...[...content.help, content.studySkills].flatMap((d) =>
        d.suggestedQuestions.map((question) => sourceKey({ guide: d.slug, question })),
      ),
    ];
    expect(entries.map(sourceKey).sort()).toEqual(shown.sort());
  });

  it("the fixture's sections exist in the notes", () => {
    const missing = entries.flatMap((e) =>
      e.answers.filter((a) => {
        if (a.section === KEY_TERMS_HEADING) return false;
        const doc =
          'chapter' in a
            ? content.courses[e.course as CourseBot].chapters.find((ch) => ch.number === a.chapter)
            : [...content.help, content.studySkills].find((d) => d.slug === a.guide);
        return !doc?.sections.some((s) => s.heading === a.section);
      }),
    );
    expect(missing).toEqual([]);
    expect(entries.filter((e) => !e.answers.length && !e.gap && !e.boardReply)).toEqual([]);
  });

  const cases = entries.flatMap((entry) =>
    botsFor(entry).map((bot) => [bot, sourceKey(entry), entry] as const),
  );
  it.each(cases)('%s, %s', async (bot, _key, entry) => {
    const answer = await ask(bot, entry.question);
    if (entry.boardReply && answer.startsWith(BOARD_REPLY)) return;
    const cited = citedWhere(content, answer);
    const right = citesLabelled(entry, cited);
    const expected = entry.answers.map(describeWhere).join(' or ') || `nothing yet: ${entry.gap ?? ''}`;
    expect(right, `"${entry.question}" cited ${describeWhere(cited)}; right: ${expected}`).toBe(true);
  });
});

/**
 * The Hindi edition's suggested questions (the buttons a Hindi student taps): each is its English
 * twin's question in Hindi (same file, same place, same `answeredIn`), so the same labels judge it.
 */
describe('suggested questions in Hindi', () => {
  const english = loadContent(CONTENT_DIR);
  /** The Hindi question in the English entry's place. */
  const hindiOf = (e: Labelled): string | undefined => {
    if (e.course) {
      const chapter = english.courses[e.course].chapters.find((c) => c.number === e.chapter)!;
      return english.hindi?.courses[e.course][chapter.number - 1]?.suggestedQuestions[chapter.suggestedQuestions.indexOf(e.question)];
    }
    const doc = [...english.help, english.studySkills].find((d) => d.slug === e.guide)!;
    return english.hindi?.help.get(doc.slug)?.suggestedQuestions[doc.suggestedQuestions.indexOf(e.question)];
  };
  /** Where a Hindi answer says it came from (its Hindi citation read back to the English section). */
  const citedInHindi = (answer: string, bot: ChatBot): Where | null => {
    const ref = view.cited(answer, bot);
    if (!ref) return null;
    if (ref.source === 'help') return { guide: [...content.help, content.studySkills].find((d) => d.title === ref.chapterTitle)?.slug ?? ref.chapterTitle, section: ref.heading };
    return { chapter: ref.chapterNumber ?? -1, section: ref.heading };
  };

  it('follows a Hindi answer with the Hindi edition’s questions of the chapter it cited, not the one just asked', async () => {
    const asked = 'शुद्ध गति कैसे निकालते हैं?';
    const next = await tutor.suggestQuestions({ bot: 'dataEntry', text: await ask('dataEntry', asked), asked: [asked] });
    const chapter = english.hindi!.courses.dataEntry[3]!;
    expect(next.length).toBeGreaterThan(2);
    for (const q of next) expect(chapter.suggestedQuestions).toContain(q);
    const crm = 'आसान शब्दों में CRM क्या है?';
    const more = await tutor.suggestQuestions({ bot: 'crmVoice', text: await ask('crmVoice', crm), asked: [crm] });
    expect(more).toHaveLength(4);
    expect(more).not.toContain(crm);
    for (const q of more) expect(english.hindi!.courses.crmVoice[0]!.suggestedQuestions).toContain(q);
  });

  it('has a Hindi question for every labelled one', () => {
    const missing = entries.filter((e) => !hindiOf(e));
    expect(missing).toEqual([]);
    expect(entries.map(hindiOf).every((q) => q && hasDevanagari(q))).toBe(true);
  });

  const cases = entries.flatMap((entry) => botsFor(entry).map((bot) => [bot, sourceKey(entry), entry] as const));
  it.each(cases)('%s, %s', async (bot, _key, entry) => {
    const question = hindiOf(entry)!;
    const answer = await ask(bot, question);
    expect(hasDevanagari(answer), `"${question}" was answered in English`).toBe(true);
    if (entry.boardReply && answer.startsWith(SAY.hi.board[0]!)) return;
    const cited = citedInHindi(answer, bot);
    const expected = entry.answers.map(describeWhere).join(' or ');
    expect(citesLabelled(entry, cited), `"${question}" cited ${describeWhere(cited)}; right: ${expected}`).toBe(true);
  });
});
