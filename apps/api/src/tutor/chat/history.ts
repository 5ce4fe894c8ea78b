import type { ChatCompletionContentPart } from 'openai/resources/chat/completions';
import type { HistoryMessage } from '../types.ts';

/** ≈ tokens of a text: about four characters a token for English. */
export const estimateTokens = (text: string) => Math.ceil(text.length / 4) + 4;

/**
 * The newest messages that fit the budget, and how many older ones were dropped. The newest message
 * is always kept: whole when it fits, else cut to the budget (its start and its end).
 */
export function trimHistory(
  history: HistoryMessage[],
  budgetTokens: number,
): { kept: HistoryMessage[]; omitted: number } {
  const newest = history.at(-1);
  if (!newest) return { kept: [], omitted: 0 };
  let used = estimateTokens(newest.text);
  let start = history.length - 1;
  while (start > 0) {
    const cost = estimateTokens(history[start - 1]!.text);
    if (used + cost > budgetTokens) break;
    used += cost;
    start -= 1;
  }
  const kept = history.slice(start);
  if (used > budgetTokens) kept[0] = { ...newest, text: cutToTokens(newest.text, budgetTokens) };
  return { kept, omitted: start };
}

const CUT_MARK = '\n[… cut …]\n';

/** A text cut to about `tokens`, keeping its start (what was asked) and its end (where it led). */
function cutToTokens(text: string, tokens: number): string {
  const room = Math.max(0, (tokens - 4) * 4 - CUT_MARK.length);
  const head = Math.ceil((room * 2) / 3);
  return `${text.slice(0, head)}${CUT_MARK}${text.slice(text.length - (room - head))}`;
}

/** An attached file's text for the model, labelled and capped. */
export function fileBlock(fileName: string, text: string, cap: number, partial = false): string {
  const cut = text.length > cap ? '\n[… the rest of the file was cut]' : '';
  const label = partial ? `${fileName} (only the first part of this file could be read: it is very long)` : fileName;
  return `--- Attached file: ${label} ---\n${text.slice(0, cap)}${cut}\n--- End of ${fileName} ---`;
}

/**
 * An earlier message as the model reads it: never empty (a files-only question becomes
 * "(sent: a.pdf)"), with the text of its files so follow-ups about them still work.
 */
export function renderHistoryMessage(m: HistoryMessage, attachmentChars: number): HistoryMessage {
  const files = m.attachments ?? [];
  const text = m.text.trim() ? m.text : `(sent: ${files.map((f) => f.fileName).join(', ')})`;
  const blocks = files.map((f) =>
    f.text?.trim()
      ? fileBlock(f.fileName, f.text, attachmentChars)
      : `[Attached "${f.fileName}": no text could be read.]`,
  );
  return { sender: m.sender, text: [text, ...blocks].join('\n\n') };
}

export type Turn =
  { role: 'user'; content: string | ChatCompletionContentPart[] } | { role: 'assistant'; content: string };

/**
 * No two turns of one role in a row: strict chat templates (vLLM, Ollama) reject them, and a failed
 * answer leaves its question behind (user, user).
 */
export function mergeSameRole(turns: Turn[]): Turn[] {
  const out: Turn[] = [];
  for (const turn of turns) {
    const last = out.at(-1);
    if (last?.role === 'assistant' && turn.role === 'assistant')
      last.content = `${last.content}\n\n${turn.content}`;
    else if (last?.role === 'user' && turn.role === 'user')
      last.content = joinContent(last.content, turn.content);
    else out.push({ ...turn });
  }
  return out;
}

/** Two user contents as one; images stay after the text. */
function joinContent(a: string | ChatCompletionContentPart[], b: string | ChatCompletionContentPart[]) {
  if (typeof a === 'string' && typeof b === 'string') return `${a}\n\n${b}`;
  const parts = [
    ...(typeof a === 'string' ? [{ type: 'text' as const, text: a }] : a),
    ...(typeof b === 'string' ? [{ type: 'text' as const, text: b }] : b),
  ];
  const text = parts.flatMap((p) => (p.type === 'text' ? [p.text] : [])).join('\n\n');
  return [{ type: 'text' as const, text }, ...parts.filter((p) => p.type !== 'text')];
}
