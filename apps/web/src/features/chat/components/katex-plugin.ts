/**
 * KaTeX and its stylesheet (with rehype-katex): about half of the markdown chunk, loaded only when
 * an answer on the screen has math in it, or an answer starts to stream (see markdown-message.tsx).
 * Import it only through `loadKatex()`.
 */
import 'katex/dist/katex.min.css';

export { default as rehypeKatex } from 'rehype-katex';
