/**
 * What each screen downloads first, gzipped, from the Vite manifest of the built web app
 * (run `npm run build -w @vidya/web` first). Follows static imports from the entry and from each
 * screen's lazy chunk; lazy chunks a screen loads later are listed separately where they count.
 *
 *   node --import tsx bench/bundle-size.ts
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

interface Chunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  css?: string[];
}
const dist = join(import.meta.dirname, '../apps/web/dist');
const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8')) as Record<string, Chunk>;
const entryKey = Object.keys(manifest).find((k) => manifest[k]?.isEntry)!;

/** The chunk and everything it imports statically. */
function closure(key: string, seen = new Set<string>()): Set<string> {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const dep of manifest[key]?.imports ?? []) closure(dep, seen);
  return seen;
}
const gz = (file: string) => gzipSync(readFileSync(join(dist, file)), { level: 9 }).length;
/** What the server really sends a browser that accepts brotli: the build's .br copy (small files have none). */
const br = (file: string) => statSync(join(dist, existsSync(join(dist, `${file}.br`)) ? `${file}.br` : file)).size;
function size(keys: Set<string>) {
  let js = 0;
  let css = 0;
  let served = 0;
  const cssFiles = new Set<string>();
  for (const k of keys) {
    const chunk = manifest[k]!;
    js += gz(chunk.file);
    served += br(chunk.file);
    chunk.css?.forEach((c) => cssFiles.add(c));
  }
  for (const c of cssFiles) {
    css += gz(c);
    served += br(c);
  }
  return { js, css, served };
}
const keyOf = (src: string) => {
  const key = Object.keys(manifest).find((k) => k.endsWith(src));
  if (!key) throw new Error(`${src} is not a chunk of its own in the manifest`);
  return key;
};

const screens: { name: string; chunks: string[]; targetJsKiB: number }[] = [
  { name: 'landing (/)', chunks: ['features/landing/components/landing-page.tsx'], targetJsKiB: 120 },
  { name: 'login (/login)', chunks: ['features/auth/components/login-form.tsx'], targetJsKiB: 120 },
  // KaTeX is not in it: a chunk of its own, fetched when an answer has math or starts streaming.
  { name: 'chat, with markdown', chunks: ['features/chat/components/chat-page.tsx', 'features/chat/components/markdown-message.tsx'], targetJsKiB: 250 },
];

const kib = (n: number) => (n / 1024).toFixed(1);
console.log('First download per screen (gzip -9), from apps/web/dist/.vite/manifest.json\n');
console.log('screen                           JS KiB   CSS KiB   target JS   result   served (br, JS + CSS)');
for (const screen of screens) {
  const keys = closure(entryKey);
  for (const src of screen.chunks) closure(keyOf(src), keys);
  const { js, css, served } = size(keys);
  const ok = js / 1024 <= screen.targetJsKiB;
  console.log(`${screen.name.padEnd(32)} ${kib(js).padStart(6)}   ${kib(css).padStart(7)}   ≤ ${String(screen.targetJsKiB).padStart(3)} KiB   ${ok ? 'PASS' : 'MISS'}     ${kib(served).padStart(6)} KiB`);
}
const markdown = closure(keyOf('features/chat/components/markdown-message.tsx'));
for (const k of closure(entryKey)) markdown.delete(k);
console.log(`\nmarkdown chunk alone: ${kib(size(markdown).js)} KiB JS, ${kib(size(markdown).css)} KiB CSS (loaded with the first answer)`);
const katex = closure(keyOf('features/chat/components/katex-plugin.ts'));
for (const k of markdown) katex.delete(k);
for (const k of closure(entryKey)) katex.delete(k);
console.log(`KaTeX chunk: ${kib(size(katex).js)} KiB JS, ${kib(size(katex).css)} KiB CSS (loaded when an answer has math or starts streaming; fonts as used)`);

// The study panels are chunks of their own, loaded when a panel opens: what each adds to the chat's
// first download (assets such as the pdf.js worker are listed by the textbook's own bench).
const chatFirst = closure(entryKey);
for (const src of screens[2]!.chunks) closure(keyOf(src), chatFirst);
const panels = [
  ['textbook panel (pdf.js viewer)', 'features/textbook/components/textbook-panel.tsx'],
  ['syllabus dialog', 'features/textbook/components/syllabus-dialog.tsx'],
  ['whiteboard panel', 'features/whiteboard/components/whiteboard-panel.tsx'],
  ['flashcards panel', 'features/flashcards/components/flashcards-panel.tsx'],
] as const;
console.log('\nStudy panels, loaded on opening (beyond the chat screen’s first download):');
for (const [name, src] of panels) {
  const keys = closure(keyOf(src));
  for (const k of chatFirst) keys.delete(k);
  const { js, css, served } = size(keys);
  console.log(`  ${name.padEnd(32)} ${kib(js).padStart(6)} KiB JS   ${kib(css).padStart(5)} KiB CSS   served ${kib(served)} KiB`);
}
