import { anyOf, fill, section } from '../language/index.ts';
import { keyTerms } from './text.ts';

/**
 * What a text defines in its running text: '**Check digit:** many ID numbers end with…', 'A
 * **disposition** is the code…', 'Padding is the space…', 'Customer Relationship Management, or CRM,
 * is…'. A 'what is X' finds the section that says what X is, not one that only mentions it.
 * Each defined name is given as its stemmed terms ('check digit' → {check, digit}).
 */

/** A list item or paragraph that opens with its name in bold and a colon. */
const BOLD_LABEL = /^\s*(?:(?:[-*+]|\d+[.)])\s+)?\*\*([^*:\n]{2,50})(?::\*\*|\*\*\s*:)/;
/** 'A **disposition** is…', '**HTTPS** (…) means…'. */
const BOLD_IS = /^(?:(?:A|An|The)\s+)?\*\*([^*\n]{2,50})\*\*(?:\s*\([^)\n]{1,60}\))?\s+(?:is|are|means|refers to|stands for)\s/;
/** 'Padding is the space…', 'A firewall is a…', 'Latency means…' at the start of a sentence. */
const PLAIN_IS = /^(?:(?:A|An|The)\s+)?([A-Za-z][\w-]*(?:\s+[\w-]+){0,2}?)(?:\s*\([^)\n]{1,60}\))?\s+(?:(?:is|are)\s+(?:a|an|the|one|any|how|what|when|where)\b|means\b|refers to\b|stands for\b)/;
/** 'Customer Relationship Management, or CRM, is…'; 'The AHT, the average time…, is…'. */
const APPOSITIVE = /^(?:(?:A|An|The)\s+)?([A-Z][\w-]*(?:\s+[\w-]+){0,3}?),\s+(?:or\s+([^,\n]{1,40})|(?:the|a|an)\s+[^,\n]{3,80}),\s+(?:is|are|means)\b/;
/** A table row naming a thing and saying what it is: '| Trojan | Pretends to be a useful program… |'. */
const TABLE_ROW = /^\s*\|\s*(?:\*\*)?([A-Za-z][\w -]{1,30}?)(?:\*\*)?\s*\|\s*[A-Z][^|]{15,}\|/;
const PATTERNS = [BOLD_LABEL, BOLD_IS, PLAIN_IS, APPOSITIVE, TABLE_ROW];
/** A sentence that may define something: a bold label, a table row, or a defining verb early on. */
const MAY_DEFINE = /^\s*(?:(?:[-*+]|\d+[.)])\s+)?\*\*|^\s*\||^.{0,120}?\s(?:is|are|means|refers to|stands for)\s/;
/** A table's header row (the row above its '|---|' line) names columns, not things. */
const HEADER_ROW = /^\s*\|.*\|\s*\n\s*\|[\s:|-]+\|\s*$/gm;

/** Sentence openings that are not names: 'It is…', 'This is why…', 'Every element is…'. */
const NOT_A_NAME = /^(worked example|example|note|tip|step|remember|it|this|that|there|these|those|here|each|every|your|our|my|one|some|many|most|all|any|such|what|which|who|why|how|when|where|both|other|another|no|so|then|also|only)\b/i;

export interface Definition {
  /** The name as written. */
  name: string;
  /** Its stemmed terms. */
  terms: Set<string>;
}

export function definitionsIn(markdown: string): Definition[] {
  const out: Definition[] = [];
  const seen = new Set<string>();
  // Each pattern is tried at the start of each line and sentence only (this runs over all the notes at start-up).
  for (const sentence of markdown.replace(HEADER_ROW, '').split(/\n|(?<=[.!?])\s+(?!\|)/)) {
    if (!MAY_DEFINE.test(sentence)) continue;
    const matches = PATTERNS.map((p) => p.exec(sentence)).filter((m) => m !== null);
    // 'Customer Relationship Management, or CRM, is…' defines both names.
    for (const name of matches.flatMap((m) => m.slice(1).filter(Boolean).map((n) => n!.trim()))) {
      if (NOT_A_NAME.test(name)) continue;
      const terms = new Set(keyTerms(name));
      const key = [...terms].sort().join(' ');
      if (!terms.size || seen.has(key)) continue;
      seen.add(key);
      out.push({ name, terms });
    }
  }
  return out;
}

/** A definition names what is asked when its name is what is asked: 'check digit' for 'a check digit'. */
export const namesAsked = (definition: Pick<Definition, 'terms'>, asked: readonly string[]) =>
  asked.length > 0 && asked.every((t) => definition.terms.has(t)) && [...definition.terms].every((t) => asked.includes(t));

/** 'What is X', 'define X', 'meaning of X' (X up to 'in', 'like', a comma…); 'X kya hai', 'X meaning'. */
const asking = section((l) => l.definition);
const ARTICLE = `${anyOf(asking.articles)}?`;
const ASKED_AFTER = new RegExp(String.raw`\b${anyOf(asking.before)}\s+${ARTICLE}(.+?)(?=\s+${anyOf(asking.nameEnds)}\b|[?,.!;:]|$)`, 'i');
/** 'What does 404 mean?', 'What does LAST stand for?' */
const ASKED_SENTENCES = asking.sentences.map((sentence) => new RegExp(fill(sentence, asking), 'i'));
const ASKED_BEFORE = new RegExp(String.raw`^${ARTICLE}(.+?)\s+${anyOf(asking.after)}`, 'i');

const firstMatch = (sentences: RegExp[], text: string) => sentences.map((r) => r.exec(text)).find((m) => m !== null) ?? null;

/**
 * The stemmed terms of the thing a question asks to be defined ('What is a check digit?' → check,
 * digit; 'padding kya hai' → padd), or [] when it asks nothing of the kind. 'What is the difference…'
 * asks for a comparison, not a definition.
 */
export function askedName(question: string): string[] {
  const m = ASKED_AFTER.exec(question) ?? firstMatch(ASKED_SENTENCES, question) ?? ASKED_BEFORE.exec(question.trim());
  const terms = m ? keyTerms(m[1]!) : [];
  return terms.length <= 4 && !terms.some((t) => /^differ/.test(t)) ? terms : [];
}
