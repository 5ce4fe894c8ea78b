import { speakableText } from '../../../lib/speech-text.ts';

/** An answer as words without markdown marks: what shows until its formatting is ready. */
export function PlainAnswer({ text }: { text: string }) {
  return <p className="whitespace-pre-wrap">{speakableText(text)}</p>;
}
