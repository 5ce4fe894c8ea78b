import { COURSE_BOTS, COURSE_TITLES, isCourseBot, type ChatBot } from '@vidya/contract';
import type { Content, EditionChapter, EditionSection } from '../../content/load-content.ts';
import { parseBlocks, type Block } from '../grounding/blocks.ts';
import type { Passage } from '../types.ts';
import { SAY } from './say.ts';

/**
 * A section of the notes as the Hindi edition writes it (decision 0035). The tutor chooses what to
 * teach from the English section (its tuned choice of blocks); the Hindi edition keeps the same
 * blocks in the same order, give or take a line of explanation a translator added after code or a
 * formula, so each chosen English block is shown as its Hindi twin.
 */
export interface EditionPlace {
  title: string;
  heading: string;
  /** The Hindi blocks that say what `blocks` (of the English section) say, in order. */
  twins(blocks: readonly Block[]): Block[];
  blocks: Block[];
}

/** Each English block's Hindi twin, and the lines a translator added right after it. */
export function alignBlocks(english: readonly Block[], translated: readonly Block[]): Map<number, number[]> {
  const twins = new Map<number, number[]>();
  let j = 0;
  english.forEach((block, i) => {
    // A line the translator added to explain the code or formula before it: '(यानी …)'.
    while (translated.length - j > english.length - i && i > 0 && twins.has(i - 1) && ADDED_GLOSS.test(translated[j]?.markdown ?? '') && EXPLAINED.has(translated[j - 1]?.kind ?? 'paragraph')) {
      twins.get(i - 1)!.push(j++);
    }
    let k = j;
    while (k < translated.length && translated[k]!.kind !== block.kind) k++;
    if (k >= translated.length) return;
    // Blocks skipped over were added after the previous twin: they go with it.
    if (k > j && i > 0 && twins.has(i - 1)) twins.get(i - 1)!.push(...range(j, k));
    twins.set(i, [k]);
    j = k + 1;
  });
  const last = english.length - 1;
  if (twins.has(last)) twins.get(last)!.push(...range(j, translated.length));
  return twins;
}

const ADDED_GLOSS = /^\(?\s*(यानी|अर्थात|मतलब)|^\(/;
const EXPLAINED = new Set(['code', 'math', 'table']);

const range = (from: number, to: number) => Array.from({ length: Math.max(0, to - from) }, (_, i) => from + i);

const COURSE_CITATION = new RegExp(String.raw`${SAY.hi.fromNotes} ${SAY.hi.chapter} (\d+): (.*?)[ \t]*$`, 'm');
const GUIDE_CITATION = new RegExp(String.raw`${SAY.hi.fromGuide} (.*?)[ \t]*$`, 'm');

/**
 * A citation's words after 'अध्याय 4: ' read as `title` and its bracketed note ('… (सकल गति और शुद्ध
 * गति)'), or null when they do not start with that title. The title is known, so one with brackets of
 * its own ('ग्राहक संबंध प्रबंधन (CRM) का परिचय') is read whole.
 */
function noteAfter(cited: string, title: string): string | null {
  if (cited === title) return '';
  return cited.startsWith(`${title} (`) && cited.endsWith(')') ? cited.slice(title.length + 2, -1) : null;
}

export function createEditionView(content: Content) {
  const edition = content.hindi;
  const sectionOf = (p: Pick<Passage, 'source' | 'chapterNumber' | 'chapterTitle' | 'heading'>): { title: string; section: EditionSection; english: string } | undefined => {
    if (!edition) return undefined;
    if (p.chapterNumber !== null && p.source !== 'help') {
      const chapter = edition.courses[p.source as keyof typeof edition.courses]?.[p.chapterNumber - 1];
      const english = content.courses[p.source as keyof typeof content.courses]?.chapters[p.chapterNumber - 1]?.sections.find((s) => s.heading === p.heading);
      const section = chapter?.sections.find((s) => s.id === p.heading);
      return chapter && section && english ? { title: chapter.title, section, english: english.text } : undefined;
    }
    const doc = [...content.help, content.studySkills].find((d) => d.title === p.chapterTitle);
    const translated = doc && edition.help.get(doc.slug);
    const section = translated?.sections.find((s) => s.id === p.heading);
    const english = doc?.sections.find((s) => s.heading === p.heading);
    return translated && section && english ? { title: translated.title, section, english: english.text } : undefined;
  };

  function placeOf(p: Pick<Passage, 'source' | 'chapterNumber' | 'chapterTitle' | 'heading'>): EditionPlace | undefined {
    const found = sectionOf(p);
    if (!found) return undefined;
    const englishBlocks = parseBlocks(found.english);
    const blocks = parseBlocks(found.section.text);
    const twins = alignBlocks(englishBlocks, blocks);
    return {
      title: found.title,
      heading: found.section.heading,
      blocks,
      twins(chosen) {
        const indices = chosen.flatMap((b) => {
          const i = englishBlocks.findIndex((e) => e.markdown === b.markdown);
          return i < 0 ? [] : (twins.get(i) ?? []);
        });
        return [...new Set(indices)].map((i) => blocks[i]!);
      },
    };
  }
  const places = new Map<string, EditionPlace | undefined>();

  return {
    /** The Hindi edition's place of a section: its titles, its blocks, and each English block's twin. */
    place(p: Pick<Passage, 'source' | 'chapterNumber' | 'chapterTitle' | 'heading'>): EditionPlace | undefined {
      // Each section is parsed and aligned once (there are a few hundred), not at every answer.
      const key = `${p.source}|${p.chapterNumber}|${p.chapterTitle}|${p.heading}`;
      if (!places.has(key)) places.set(key, placeOf(p));
      return places.get(key);
    },
    /** A chapter of the Hindi edition. */
    chapter(source: string, number: number): EditionChapter | undefined {
      return edition?.courses[source as keyof typeof edition.courses]?.[number - 1];
    },
    /** A passage as the Hindi edition writes it (its titles, heading and text), or as it was when there is none. */
    passage(p: Passage): Passage {
      const place = this.place(p);
      const title = p.chapterNumber !== null ? this.chapter(p.source, p.chapterNumber)?.title : place?.title;
      return place && title ? { ...p, chapterTitle: title, heading: place.heading, text: place.blocks.map((b) => b.markdown).join('\n\n') } : p;
    },
    /**
     * The English section the first Hindi citation in `text` names ('आपके कोर्स नोट्स से: अध्याय 4: … (…)',
     * 'हेल्प गाइड से: … (…)'); a general bot's note names the course ('(Data Entry कोर्स — …)').
     */
    cited(text: string, bot: ChatBot) {
      const course = COURSE_CITATION.exec(text);
      if (course) {
        const number = Number(course[1]);
        // The course whose chapter this is: the one the note names, else the bot's own.
        for (const source of COURSE_BOTS) {
          const title = edition?.courses[source][number - 1]?.title;
          const note = title === undefined ? null : noteAfter(course[2]!, title);
          if (note === null) continue;
          const named = COURSE_BOTS.find((b) => note.startsWith(`${COURSE_TITLES[b]} ${SAY.hi.course}`));
          if ((named ?? (isCourseBot(bot) ? bot : undefined)) !== source) continue;
          const heading = named ? note.replace(`${COURSE_TITLES[named]} ${SAY.hi.course}`, '').replace(/^ — /, '') : note;
          return this.refOf(source, number, title!, heading);
        }
        return undefined;
      }
      const guide = GUIDE_CITATION.exec(text);
      if (!guide) return undefined;
      for (const translated of edition?.help.values() ?? []) {
        const note = noteAfter(guide[1]!, translated.title);
        if (note !== null) return this.refOf(null, null, translated.title, note);
      }
      return undefined;
    },
    /** The English section a Hindi citation names: by chapter number and Hindi title and heading, or a guide's. */
    refOf(source: string | null, chapterNumber: number | null, title: string, heading: string): { source: string; chapterNumber: number | null; chapterTitle: string; heading: string } | undefined {
      if (!edition) return undefined;
      if (chapterNumber !== null && source) {
        const chapter = edition.courses[source as keyof typeof edition.courses]?.[chapterNumber - 1];
        const english = content.courses[source as keyof typeof content.courses]?.chapters[chapterNumber - 1];
        if (!chapter || !english || chapter.title !== title) return undefined;
        const section = heading ? chapter.sections.find((s) => s.heading === heading) : undefined;
        return { source, chapterNumber, chapterTitle: english.title, heading: section?.id ?? english.title };
      }
      for (const doc of [...content.help, content.studySkills]) {
        const translated = edition.help.get(doc.slug);
        if (translated?.title !== title) continue;
        const section = heading ? translated.sections.find((s) => s.heading === heading) : undefined;
        return { source: 'help', chapterNumber: null, chapterTitle: doc.title, heading: section?.id ?? doc.title };
      }
      return undefined;
    },
  };
}

export type EditionView = ReturnType<typeof createEditionView>;
