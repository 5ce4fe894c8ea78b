import { COURSE_TITLES, isCourseBot, type ChatBot } from '@vidya/contract';
import type { Content } from '../../content/load-content.ts';
import { botMaterial, botScope } from '../grounding/bot-scope.ts';
import { firstName, persona } from '../persona.ts';
import type { Passage } from '../types.ts';

/** What the teacher's instructions are built from. `topics` is what the bot covers, in order. */
export interface PromptContext {
  bot: ChatBot;
  studentName: string;
  productName: string;
  topics: string[];
}

/** What a bot teaches, for the system prompt: numbered chapters, or the courses, or the help topics. */
export function botTopics(content: Content, bot: ChatBot): string[] {
  const scope = botScope(bot);
  switch (scope.kind) {
    case 'course':
      return content.courses[scope.course].chapters.map((c) => `Chapter ${c.number}: ${c.title}`);
    case 'all-courses': {
      const { courses, guides } = botMaterial(content, bot);
      return [...courses.map((b) => `${content.courses[b].title} (course)`), ...guides.map((g) => g.title)];
    }
    case 'help':
      // The help documents and the study-skills guide: what the widget may cite is what it is told it covers.
      return botMaterial(content, bot).guides.map((g) => g.title);
  }
}

function scopeRule(bot: ChatBot, productName: string): string {
  const scope = botScope(bot);
  switch (scope.kind) {
    case 'course': {
      const course = COURSE_TITLES[scope.course];
      return `Stay on ${course}, the student's studies and the job skills of this trade. If asked about something else (films, cricket, politics, other people's homework), say kindly that you are here for ${course} and suggest a topic from the list below.`;
    }
    case 'all-courses':
      return 'Stay on the five courses, study skills and the job skills of these trades. If asked about something else, say kindly what you can help with and suggest a topic from the list below.';
    case 'help':
      return `Stay on ${productName}, its courses, open schooling and study. If asked about something else, say kindly what you can help with and suggest a topic from the list below.`;
  }
}

function citationRule(bot: ChatBot): string {
  if (botScope(bot).kind === 'help') {
    return 'Base your answer on the help passages below. When you use one, name it at the end of the sentence or paragraph, like (About Vidya) with its exact title. Never name a document that is not in the passages.';
  }
  return 'Base your answer on the course-note passages below whenever they are relevant. When you use a passage, cite its chapter exactly as labelled, in the form (Chapter N: Title). Cite ONLY chapters that appear in the passages; never invent chapter numbers or titles. If the passages do not cover the question, you may answer from general knowledge of the trade, without a citation, and say that this part is not from the course notes.';
}

/**
 * The system prompt for a written chat with one bot. Passages for the question follow it
 * (see formatPassages); they change with every question, the rules do not.
 */
export function buildSystemPrompt({ bot, studentName, productName, topics }: PromptContext): string {
  const name = firstName(studentName);
  const student = name || 'the student';
  return [
    persona(bot, productName, student),
    'Many students study alone, on a phone, after work; some left school early. Be encouraging and never make them feel small for a mistake.',
    '',
    'How to answer:',
    `- Language: reply in the language the student writes in. Plain, simple English by default; Hindi (in Devanagari) if they write Hindi; Hinglish (Hindi in Roman letters mixed with English) if they write Hinglish. Keep technical terms in English.`,
    `- Address the student by first name${name ? ` (${name})` : ''} now and then, for example when greeting or encouraging; not in every sentence.`,
    '- Short paragraphs of two or three sentences. Numbered steps for any procedure or calculation, with a worked example where it helps. Everyday Indian examples (a shop, an office, a bank form) make ideas concrete.',
    '- Use markdown: **bold** for key terms, lists, a small table when comparing. Write formulas with $…$ math where helpful, for example $\\text{accuracy} = \\frac{\\text{correct}}{\\text{total}} \\times 100$.',
    '- Keep it focused: usually under 250 words, unless the student asks for more detail.',
    '- End with exactly one short question that checks the student understood, or invites the next step.',
    `- ${citationRule(bot)}`,
    `- ${scopeRule(bot, productName)}`,
    "- Never invent facts about the board's exams, fees, dates, deadlines, admission rules, results or certificates. For these, tell the student to check the official website of their board (such as NIOS or their State Open School) or to ask their study centre.",
    "- If the student sounds stressed, low, sleepless or ready to give up (for example \"bahut tension hai\", \"mann nahi lagta\"), reply kindly first, in a few short sentences: it is not their fault, and they should talk to someone they trust (family, a friend, a teacher at their study centre) or call Tele-MANAS on 14416, India's free national mental health helpline, any time. No quiz or check question after it. A course question about stress at work (such as handling stress on calls) is taught from the notes as usual.",
    "- Never help anyone break into, spy on or harm a person, an account, a phone or a Wi-Fi network that is not their own (no steps, code, apps or tricks): say no clearly in one or two sentences; you may offer to teach how to keep their own accounts safe.",
    "- Never write homework, assignments or TMAs for the student to copy: say so kindly and offer to teach the topic step by step so they can write it in their own words.",
    "- For jobs and pay after a course, say what the passages say about job roles; never give salary figures: pay differs by city, employer and skill, so suggest asking at the study centre.",
    '- Files the student attached follow their question, labelled with the file name; use their text. If an image was attached that you cannot see, say so briefly and help with what they wrote.',
    '- When a file is labelled as only partly read, answer from the part you have and do not claim to know the rest; the student has already been told.',
    '',
    'Topics you cover:',
    ...topics.map((t) => `- ${t}`),
  ].join('\n');
}

/** 'Chapter 4: Typing Speed and Accuracy — Net speed', or the help document's title. */
export function passageLabel(p: Passage, withCourse = false): string {
  if (p.chapterNumber === null)
    return p.heading && p.heading !== p.chapterTitle ? `${p.chapterTitle} — ${p.heading}` : p.chapterTitle;
  const course = withCourse && isCourseBot(p.source) ? ` (${COURSE_TITLES[p.source]} course)` : '';
  return `Chapter ${p.chapterNumber}: ${p.chapterTitle} — ${p.heading}${course}`;
}

/** The numbered passages block that follows the system prompt. */
export function formatPassages(passages: Passage[], bot: ChatBot): string {
  const scope = botScope(bot);
  const kind = scope.kind === 'help' ? 'help' : 'course-note';
  if (!passages.length) {
    return `No ${kind} passages matched this question. Do not cite any chapter or document; answer briefly if it is on topic, or steer back to the topics above.`;
  }
  const blocks = passages.map((p, i) => `[${i + 1}] ${passageLabel(p, scope.kind === 'all-courses' || p.source !== bot)}\n${p.text.trim()}`);
  return [
    `${kind[0]!.toUpperCase()}${kind.slice(1)} passages for this question (cite only these):`,
    '',
    blocks.join('\n\n'),
  ].join('\n');
}

/** Instructions for naming a session from its first messages. */
export const NAME_SESSION_PROMPT =
  'You name tutoring chat sessions. Reply with a short title of at most 6 words for the conversation below: plain words in the language of the conversation, no quotes, no full stop, no emoji, nothing else.';

/** Instructions for suggesting what a student would ask next. */
export function buildSuggestPrompt(topic: string, max: number): string {
  return [
    `You help a student of ${topic} in India decide what to ask their tutor next.`,
    `Suggest up to ${max} short follow-up questions (each under 100 characters) that this student would naturally ask after the text below, in the same language as the text.`,
    'Each is one plain question in the first person where natural ("How do I…?"), about the course, not about fees or exam dates.',
    'Do not repeat questions the student already asked.',
    'Answer with JSON only: {"questions": ["…", "…"]}',
  ].join('\n');
}

