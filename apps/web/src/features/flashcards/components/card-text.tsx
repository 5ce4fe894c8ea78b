/**
 * A card face's text with its formulas ($…$, $$…$$) drawn by KaTeX, as the chat draws them; the rest
 * as plain text. KaTeX (+ its CSS) is a chunk of its own, fetched only when a card has math; until it
 * arrives, or if it fails, the formula shows as written. KaTeX runs with `trust: false` and escapes
 * the text it is given, as in the chat (markdown-message.tsx).
 */
import type KatexModule from 'katex';
import { useEffect, useState, type ReactNode } from 'react';
import { latexToSpeech } from '../../../lib/speech-text.ts';

type Katex = typeof KatexModule;

let katex: Katex | null = null;
let loading: Promise<Katex> | null = null;

function loadKatex(): Promise<Katex> {
  loading ??= Promise.all([import('katex'), import('katex/dist/katex.min.css')]).then(
    ([m]) => (katex = m.default),
  );
  loading.catch(() => (loading = null));
  return loading;
}

/** `$$…$$` or `$…$` (not a price such as '$5 and $10'), as the chat's speech text reads them. */
const MATH = /\$\$([^$]+?)\$\$|\$(?=\S)([^$\n]+?)(?<=\S)\$(?!\d)/g;

const hasMath = (text: string) => new RegExp(MATH.source).test(text);

/** A face as a screen reader says it: formulas in words. */
export const spokenCardText = (text: string) =>
  text.replace(MATH, (_, display?: string, inline?: string) => latexToSpeech(display ?? inline ?? ''));

export function CardText({ text }: { text: string }) {
  const math = hasMath(text);
  const [ready, setReady] = useState(katex !== null);
  useEffect(() => {
    if (math && !ready)
      void loadKatex().then(
        () => setReady(true),
        () => undefined,
      );
  }, [math, ready]);
  if (!math || !katex) return <>{text}</>;
  const parts: ReactNode[] = [];
  let last = 0;
  for (const m of text.matchAll(MATH)) {
    parts.push(text.slice(last, m.index));
    const html = katex.renderToString(m[1] ?? m[2] ?? '', {
      displayMode: m[1] !== undefined,
      throwOnError: false,
      trust: false,
    });
    parts.push(<span key={m.index} dangerouslySetInnerHTML={{ __html: html }} />);
    last = m.index + m[0].length;
  }
  parts.push(text.slice(last));
  return <>{parts}</>;
}
