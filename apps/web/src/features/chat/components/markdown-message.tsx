/**
 * A bot answer rendered as markdown with math: GFM (tables, strikethrough, task lists, footnotes),
 * code blocks with a Copy button, and KaTeX for `$…$`, `$$…$$`, `\(…\)` and `\[…\]`.
 *
 * This module is the lazy chunk that carries react-markdown and remark/rehype: import it only through
 * `React.lazy(() => import('./markdown-message.tsx'))`. KaTeX (+ its CSS), as big again, is a chunk of
 * its own (katex-plugin.ts), loaded when a message has math: most answers have none.
 *
 * Safety (spec section 5): raw HTML in an answer is never rendered as HTML (no rehype-raw:
 * react-markdown turns it into plain text), every link and image address goes through `safeUrl`,
 * KaTeX runs with `trust: false` (no `\href`, `\url`, `\includegraphics`, `\html…`).
 */
import { memo, use, useContext, useEffect, useId, useMemo, useRef, useState } from 'react';
import type { ComponentProps, ReactNode } from 'react';
import Markdown from 'react-markdown';
import type { Components, Options } from 'react-markdown';
import remarkGfm from 'remark-gfm';
import remarkMath from 'remark-math';
import { COURSE_BOTS, isCourseBot, type ChatBot, type CourseBot } from '@vidya/contract';
import { panelSearch, readPanel } from '../../../lib/side-panel-url.ts';
import { useTextbookTables } from '../../textbook/public.ts';
import { useSidePanel } from '../hooks/use-side-panel.ts';
import { CitationBotContext } from '../lib/citation-bot.ts';
import { citesHindi, mayCite, namedCourses, splitCitations, type CitationContext } from '../lib/citations.ts';
import { convertMathDelimiters } from '../lib/math-delimiters.ts';
import type * as KatexModule from './katex-plugin.ts';
import { safeUrl } from '../lib/safe-url.ts';
import { settledMarkdown } from '../lib/settled-markdown.ts';
import { useI18n } from '../../../i18n/i18n.ts';
import { latexToSpeech } from '../../../lib/speech-text.ts';
import { useCopy } from '../hooks/use-copy.ts';
import { PlainAnswer } from './plain-answer.tsx';
import { ScrollBox } from './scroll-box.tsx';

const isOtherSite = (src: string) =>
  /^https?:/i.test(src) && new URL(src, window.location.href).origin !== window.location.origin;

/** How often, at most, a streaming answer is re-parsed (about 10 times a second). */
export const STREAM_RENDER_INTERVAL_MS = 100;

/**
 * A long answer is re-parsed less often while it streams (each parse costs time in proportion to
 * its length): 100 ms up to 4,000 characters, 25 ms more per 1,000 after, at most 400 ms.
 */
export function streamRenderInterval(length: number): number {
  return Math.min(400, STREAM_RENDER_INTERVAL_MS + Math.max(0, Math.ceil((length - 4000) / 1000)) * 25);
}

export type MarkdownMessageProps = {
  /** The answer's markdown (may be partial while streaming). */
  text: string;
  /** True while the answer is still arriving: re-parsing is throttled; false renders `text` at once. */
  streaming?: boolean;
};

function MarkdownMessage({ text, streaming = false }: MarkdownMessageProps) {
  const shown = useThrottledValue(text, streamRenderInterval(text.length), streaming);
  // While streaming, only what more text cannot turn into other formatting: no raw `**` flashes.
  const source = useMemo(() => (streaming ? settledMarkdown(shown) : shown), [shown, streaming]);
  // Footnote ids must be unique per message, or two answers with footnotes would clash on the page.
  const idPrefix = `m${useId().replace(/[^\w-]/g, '')}-`;
  const bot = useContext(CitationBotContext);
  // An answer arriving will likely need KaTeX soon: fetched now, while the network waits for words,
  // so its first formula does not show as TeX source for a moment.
  useEffect(() => {
    if (streaming) void loadKatex().catch(() => undefined);
  }, [streaming]);
  if (bot && mayCite(source)) return <CitedBody bot={bot} source={source} idPrefix={idPrefix} streaming={streaming} />;
  return <MarkdownBody source={source} idPrefix={idPrefix} streaming={streaming} />;
}

type RehypeKatex = typeof KatexModule.rehypeKatex;
type Pluggable = NonNullable<Options['rehypePlugins']>[number];
let rehypeKatex: RehypeKatex | null = null;
let katexLoading: Promise<RehypeKatex> | null = null;

/** Whether the KaTeX chunk has arrived (for tests: a page without math never fetches it). */
export const katexLoaded = () => rehypeKatex !== null;

/** Fetches the KaTeX chunk once (again after a failure, so a later message can retry). */
export function loadKatex(): Promise<RehypeKatex> {
  katexLoading ??= import('./katex-plugin.ts').then(
    (m) => (rehypeKatex = m.rehypeKatex),
    (error: unknown) => {
      katexLoading = null;
      throw error;
    },
  );
  return katexLoading;
}

/**
 * rehype-katex for text that may hold math (remark-math needs a `$`; `\(` and `\[` are converted to
 * dollars first), null for text that cannot. A finished answer with math waits for KaTeX (suspends:
 * the bubble shows its words meanwhile, as while the markdown chunk loads); a streaming one renders
 * on, math as its source, until KaTeX arrives.
 */
function useKatex(markdown: string, streaming: boolean): RehypeKatex | null {
  const needed = markdown.includes('$');
  const [, setArrived] = useState(false);
  useEffect(() => {
    if (needed && streaming && !rehypeKatex) void loadKatex().then(() => setArrived(true), () => undefined);
  }, [needed, streaming]);
  if (!needed || rehypeKatex) return needed ? rehypeKatex : null;
  return streaming ? null : use(loadKatex());
}

const NO_TABLES: CitationContext['tables'] = {};

/**
 * An answer that may cite chapters: their titles come from the page tables of the courses it may cite.
 * A finished answer shows as words until the tables are in (one parse, not one without links and
 * another with them: a saved session opens with many such answers); a streaming one renders on.
 */
function CitedBody({ bot, source, idPrefix, streaming }: { bot: ChatBot; source: string; idPrefix: string; streaming: boolean }) {
  const key = citableCourses(bot, source).join(',');
  const courses = useMemo(() => key.split(',') as CourseBot[], [key]);
  const loaded = useTextbookTables(courses);
  // A Hindi answer cites the Hindi book's titles ('अध्याय 4: …'): its tables too.
  const hindi = citesHindi(source);
  const loadedHindi = useTextbookTables(courses, 'hi', hindi);
  const tables = loaded ?? NO_TABLES;
  const hindiTables = loadedHindi ?? NO_TABLES;
  const citations = useMemo(() => ({ bot, tables, hindiTables }), [bot, tables, hindiTables]);
  if ((!loaded || (hindi && !loadedHindi)) && !streaming) return <PlainAnswer text={source} />;
  return <MarkdownBody source={source} idPrefix={idPrefix} streaming={streaming} citations={citations} />;
}

/** A course's own book and any course the answer names; every course for learn and nios. */
const citableCourses = (bot: ChatBot, text: string): CourseBot[] =>
  isCourseBot(bot) ? [...new Set([bot, ...namedCourses(text)])] : [...COURSE_BOTS];

/** Default export for `React.lazy`; memoised so only the message whose props change re-renders. */
export default memo(MarkdownMessage);

/**
 * Returns `value`, updated at most once per `intervalMs` while `enabled` (leading update, then a
 * trailing one with the latest value). When `enabled` is false the current value is returned at once,
 * so the final text always shows as soon as streaming ends.
 */
export function useThrottledValue<T>(value: T, intervalMs: number, enabled = true): T {
  const [throttled, setThrottled] = useState(value);
  const lastUpdate = useRef(0);

  useEffect(() => {
    if (!enabled) return;
    const wait = lastUpdate.current + intervalMs - Date.now();
    if (wait <= 0) {
      lastUpdate.current = Date.now();
      setThrottled(value);
      return;
    }
    // Each newer value replaces the pending one; the timer still fires at the end of the interval.
    const timer = setTimeout(() => {
      lastUpdate.current = Date.now();
      setThrottled(value);
    }, wait);
    return () => clearTimeout(timer);
  }, [value, intervalMs, enabled]);

  return enabled ? throttled : value;
}

const MarkdownBody = memo(function MarkdownBody({ source, idPrefix, streaming, citations = null }: { source: string; idPrefix: string; streaming: boolean; citations?: CitationContext | null }) {
  const markdown = useMemo(() => convertMathDelimiters(source), [source]);
  const katex = useKatex(markdown, streaming);
  const remarkPlugins = useMemo<Options['remarkPlugins']>(() => (citations ? [...REMARK_PLUGINS!, [remarkCitations, citations]] : REMARK_PLUGINS), [citations]);
  const rehypePlugins = useMemo<Options['rehypePlugins']>(
    () => {
      const tweaks: Pluggable = [rehypeChatTweaks, { idPrefix }];
      return katex ? [[katex, KATEX_OPTIONS], tweaks] : [tweaks];
    },
    [katex, idPrefix],
  );
  const remarkRehypeOptions = useMemo<Options['remarkRehypeOptions']>(
    () => ({ clobberPrefix: idPrefix }),
    [idPrefix],
  );

  return (
    <div className="min-w-0 break-words [&_.katex-display]:my-3 [&_.katex-display]:overflow-x-auto [&_.katex-display]:overflow-y-hidden [&_.katex-display]:py-1 [&_.katex-error]:wrap-anywhere [&>:first-child]:mt-0 [&>:last-child]:mb-0">
      <Markdown
        remarkPlugins={remarkPlugins}
        rehypePlugins={rehypePlugins}
        remarkRehypeOptions={remarkRehypeOptions}
        urlTransform={safeUrl}
        components={COMPONENTS}
      >
        {markdown}
      </Markdown>
    </div>
  );
});

// ---------------------------------------------------------------------------------------------
// Plugins

/**
 * KaTeX settings. rehype-katex always renders with `throwOnError: true` first and, on an error,
 * renders again with `throwOnError: false` (or, failing that, a `.katex-error` span), so a bad formula
 * shows its source text in red instead of throwing; it reports to the vfile, not the console.
 */
const KATEX_OPTIONS = {
  // MathML for screen readers that read it; rehypeChatTweaks adds a spoken label for those that do not.
  output: 'htmlAndMathml',
  trust: false,
  strict: 'ignore',
  maxSize: 50,
  maxExpand: 500,
  errorColor: '#b91c1c',
} as const;

type MdNode = {
  type: string;
  value?: string;
  url?: string;
  children?: MdNode[];
  position?: { start: { offset?: number } };
  data?: { hProperties?: Record<string, unknown> };
};

type HastNode = {
  type: string;
  tagName?: string;
  value?: string;
  properties?: Record<string, unknown>;
  children?: HastNode[];
};

function walk<N extends { children?: N[] }>(node: N, visit: (node: N) => void) {
  visit(node);
  for (const child of node.children ?? []) walk(child, visit);
}

/**
 * remark-math reads `$$x$$` inside a paragraph as inline math; in answers a `$$…$$` standing alone on
 * its line (what models write, and what `\[…\]` becomes) is meant as display math. Exactly two
 * dollars only: `\(…\)` is converted to three, and stays inline.
 */
function remarkDisplayMathLines() {
  return (tree: MdNode, file: { value: unknown }) => {
    const source = String(file.value);
    walk(tree, (node) => {
      if (node.type !== 'paragraph' || !node.children) return;
      const siblings = node.children;
      siblings.forEach((child, index) => {
        if (child.type !== 'inlineMath') return;
        const start = child.position?.start.offset;
        if (start === undefined || !source.startsWith('$$', start) || source[start + 2] === '$') return;
        if (!endsLine(siblings[index - 1], 'before') || !endsLine(siblings[index + 1], 'after')) return;
        child.data = {
          ...child.data,
          hProperties: { ...child.data?.hProperties, className: ['language-math', 'math-display'] },
        };
      });
    });
  };
}

/** Whether a paragraph's neighbour of an inline node leaves that node alone on its line. */
function endsLine(sibling: MdNode | undefined, side: 'before' | 'after'): boolean {
  if (!sibling || sibling.type === 'break') return true;
  if (sibling.type !== 'text') return false;
  return side === 'before'
    ? /\n[ \t]*$/.test(sibling.value ?? '')
    : /^[ \t]*(?:\n|$)/.test(sibling.value ?? '');
}

/**
 * After KaTeX: wide display formulas scroll sideways, so they are focusable (keyboard users can scroll
 * them); the GFM footnote label id, which mdast-util-to-hast never prefixes, gets this message's prefix;
 * each formula is labelled in words ('a divided by b'), since TalkBack reads neither TeX nor MathML well.
 */
function rehypeChatTweaks({ idPrefix }: { idPrefix: string }) {
  return (tree: HastNode) => {
    walk(tree, (node) => {
      const props = node.properties;
      if (node.type !== 'element' || !props) return;
      if (props.id === 'footnote-label') props.id = `${idPrefix}footnote-label`;
      if (Array.isArray(props.ariaDescribedBy)) {
        props.ariaDescribedBy = props.ariaDescribedBy.map((id) =>
          id === 'footnote-label' ? `${idPrefix}${id}` : id,
        );
      }
      if (!Array.isArray(props.className)) return;
      if (props.className.includes('katex-display')) props.tabIndex = 0;
      if (props.className.includes('katex')) labelFormula(node);
    });
  };
}

/** Gives a KaTeX formula the words of its TeX source (kept in its MathML annotation) as its name. */
function labelFormula(katex: HastNode) {
  let tex = '';
  walk(katex, (node) => {
    if (node.tagName === 'annotation') tex = (node.children ?? []).map((c) => c.value ?? '').join('');
  });
  if (!tex || !katex.properties) return;
  katex.properties.role = 'img';
  katex.properties.ariaLabel = latexToSpeech(tex);
}

/**
 * A citation in the answer's text ('Chapter 4: Typing Speed and Accuracy (…)') becomes a link that
 * opens the textbook there ('?panel=textbook&chapter=4…'). Only text is looked at: code, math and
 * existing links are left as they are.
 */
function remarkCitations(context: CitationContext) {
  const link = (node: MdNode) => {
    if (!node.children || node.type === 'link' || node.type === 'linkReference') return;
    node.children = node.children.flatMap((child): MdNode[] => {
      if (child.type !== 'text') {
        link(child);
        return [child];
      }
      const pieces = splitCitations(child.value ?? '', context);
      if (!pieces.some((p) => p.target)) return [child];
      return pieces.map((p) =>
        p.target ? { type: 'link', url: panelSearch('textbook', p.target), children: [{ type: 'text', value: p.text }] } : { type: 'text', value: p.text },
      );
    });
  };
  return link;
}

const REMARK_PLUGINS: Options['remarkPlugins'] = [remarkGfm, remarkMath, remarkDisplayMathLines];

// ---------------------------------------------------------------------------------------------
// Elements

const cx = (...classes: (string | false | null | undefined)[]) => classes.filter(Boolean).join(' ');

const HEADING = 'mt-4 mb-2 font-semibold leading-snug text-slate-900';

/**
 * Headings are scaled down for a bubble and shifted two levels (h1 → h3 …) so an answer's headings
 * sit under the page's own heading outline.
 */
const COMPONENTS: Components = {
  h1: ({ node: _node, className, ...props }) => (
    <h3 className={cx(HEADING, 'text-lg', className)} {...props} />
  ),
  h2: ({ node: _node, className, ...props }) => (
    <h4 className={cx(HEADING, 'text-base', className)} {...props} />
  ),
  h3: ({ node: _node, className, ...props }) => (
    <h5 className={cx(HEADING, 'text-[15px]', className)} {...props} />
  ),
  h4: ({ node: _node, className, ...props }) => (
    <h6 className={cx(HEADING, 'text-sm', className)} {...props} />
  ),
  h5: ({ node: _node, className, ...props }) => (
    <h6 className={cx(HEADING, 'text-sm', className)} {...props} />
  ),
  h6: ({ node: _node, className, ...props }) => (
    <h6 className={cx(HEADING, 'text-sm text-slate-700', className)} {...props} />
  ),
  p: ({ node: _node, className, ...props }) => <p className={cx('my-2', className)} {...props} />,
  ul: ({ node: _node, className, ...props }) => (
    <ul
      className={cx(
        'my-2 list-disc space-y-1 pl-5 [&.contains-task-list]:list-none [&.contains-task-list]:pl-1',
        className,
      )}
      {...props}
    />
  ),
  ol: ({ node: _node, className, ...props }) => (
    <ol
      className={cx(
        'my-2 list-decimal space-y-1 pl-5 [&.contains-task-list]:list-none [&.contains-task-list]:pl-1',
        className,
      )}
      {...props}
    />
  ),
  li: ({ node: _node, className, ...props }) => (
    <li className={cx('pl-0.5 [&>ol]:my-1 [&>ul]:my-1', className)} {...props} />
  ),
  input: ({ node: _node, ...props }) => <TaskCheckbox {...props} />,
  blockquote: ({ node: _node, className, ...props }) => (
    <blockquote
      className={cx(
        'my-3 border-l-4 border-brand-100 bg-brand-50/60 py-1 pr-2 pl-3 text-slate-700',
        className,
      )}
      {...props}
    />
  ),
  hr: ({ node: _node, className, ...props }) => (
    <hr className={cx('my-4 border-slate-200', className)} {...props} />
  ),
  a: ({ node: _node, href, className, children, ...props }) => {
    // An address refused by safeUrl arrives as '': show the words, not a link to this page.
    if (!href) return <span className={className}>{children}</span>;
    if (href.startsWith('?panel=')) return <CitationLink href={href}>{children}</CitationLink>;
    const inPage = href.startsWith('#');
    return (
      <a
        {...props}
        href={href}
        className={cx(
          'font-medium text-brand-700 underline underline-offset-2 wrap-anywhere hover:text-brand-800',
          className,
        )}
        {...(inPage ? {} : { target: '_blank', rel: 'noopener noreferrer' })}
      >
        {children}
        {!inPage && <OpensInNewTab />}
      </a>
    );
  },
  img: ({ node: _node, src, alt, className, ...props }) => {
    if (!src) return alt ? <span className="text-slate-500 italic">[{alt}]</span> : null;
    // A picture from another site becomes a link: the page's security policy only loads our own
    // images, and an answer must not make the phone fetch (or report to) an outside address.
    if (isOtherSite(src)) return <PictureLink src={src} alt={alt} />;
    return (
      <img
        {...props}
        src={src}
        alt={alt ?? ''}
        loading="lazy"
        decoding="async"
        referrerPolicy="no-referrer"
        className={cx('my-2 inline-block h-auto max-w-full rounded-lg', className)}
      />
    );
  },
  code: ({ node: _node, className, ...props }) => (
    <code
      className={cx(
        'rounded bg-slate-100 px-1 py-0.5 font-mono text-[0.9em] text-slate-800 wrap-anywhere',
        className,
      )}
      {...props}
    />
  ),
  pre: ({ node, children }) => {
    const code = node?.children[0];
    const classes = code?.type === 'element' ? code.properties.className : undefined;
    const language = Array.isArray(classes)
      ? classes
          .map(String)
          .find((c) => c.startsWith('language-'))
          ?.slice('language-'.length)
      : undefined;
    return <CodeBlock language={language}>{children}</CodeBlock>;
  },
  table: ({ node: _node, ...props }) => <ScrollingTable {...props} />,
  // A display formula wider than the bubble scrolls inside it, showing that it does.
  span: ({ node: _node, className, ...props }) =>
    className?.split(' ').includes('katex-display') ? (
      <ScrollBox as="span" className={className} {...props} />
    ) : (
      <span className={className} {...props} />
    ),
  th: ({ node: _node, className, ...props }) => (
    <th
      className={cx('border-b border-slate-200 bg-slate-50 px-3 py-2 align-bottom font-semibold', className)}
      {...props}
    />
  ),
  td: ({ node: _node, className, ...props }) => (
    <td className={cx('border-t border-slate-100 px-3 py-2 align-top', className)} {...props} />
  ),
};

// The app's words around the tutor's: each a component, so it follows the language.

function TaskCheckbox({ className, checked, ...props }: ComponentProps<'input'>) {
  const { t } = useI18n();
  return (
    <input
      className={cx('mr-1.5 align-middle accent-brand-600', className)}
      checked={checked}
      aria-label={checked ? t('Done') : t('Not done')}
      {...props}
    />
  );
}

function OpensInNewTab() {
  const { t } = useI18n();
  return <span className="sr-only">{t(', opens in a new tab')}</span>;
}

function PictureLink({ src, alt }: { src: string; alt: string | undefined }) {
  const { t } = useI18n();
  return (
    <a href={src} target="_blank" rel="noopener noreferrer" className="font-medium text-brand-700 underline underline-offset-2 wrap-anywhere">
      {t('{name} (picture)', { name: alt || t('Picture') })}
      <OpensInNewTab />
    </a>
  );
}

function ScrollingTable({ className, ...props }: ComponentProps<'table'>) {
  const { t } = useI18n();
  return (
    // Wide tables scroll inside the bubble, never the page; focusable so the keyboard can scroll too.
    <ScrollBox role="region" aria-label={t('Table')} tabIndex={0} frameClassName="my-3" className="rounded-lg ring-1 ring-slate-200">
      <table className={cx('w-full border-collapse text-left text-sm', className)} {...props} />
    </ScrollBox>
  );
}

/** A citation: opens the textbook beside the chat, in the app's history (so Back closes it again). */
function CitationLink({ href, children }: { href: string; children: ReactNode }) {
  const side = useSidePanel();
  const { mode, target } = readPanel(href);
  return (
    <a
      href={href}
      // A block of its own in the line, padded to a 44 px tap target (a phone's thumb, not a cursor).
      className="inline-block py-2.5 font-medium text-brand-700 underline decoration-dotted underline-offset-2 hover:text-brand-800"
      onClick={(e) => {
        if (e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey || !mode) return; // a new tab keeps its own way
        e.preventDefault();
        side.open(mode, target);
      }}
    >
      {children}
    </a>
  );
}

function CodeBlock({ language, children }: { language: string | undefined; children: ReactNode }) {
  const { t } = useI18n();
  const preRef = useRef<HTMLPreElement>(null);
  // On failure the code is left selected, so it can be copied by hand.
  const { state, copy } = useCopy(
    () => preRef.current && window.getSelection()?.selectAllChildren(preRef.current),
  );

  return (
    <div className="my-3 overflow-hidden rounded-lg bg-slate-900 text-slate-100 ring-1 ring-slate-800">
      <div className="flex items-center justify-between gap-2 border-b border-white/10 py-1 pr-1 pl-3 text-xs text-slate-300">
        <span className="truncate font-mono">{language ?? t('code')}</span>
        <button
          type="button"
          onClick={() => void copy(preRef.current?.textContent ?? '')}
          // The visible word is the start of the name (label in name); after a click the text says what happened.
          aria-label={state === 'idle' ? t('Copy code') : undefined}
          className="-my-1 inline-flex min-h-11 min-w-11 shrink-0 items-center justify-center rounded px-2 font-medium text-slate-100 hover:bg-white/10"
        >
          {state === 'copied' ? t('Copied') : state === 'failed' ? t('Copy failed') : t('Copy')}
        </button>
      </div>
      <pre
        ref={preRef}
        tabIndex={0}
        className="overflow-x-auto p-3 font-mono text-[13px] leading-relaxed [&>code]:bg-transparent [&>code]:p-0 [&>code]:text-inherit [&>code]:wrap-normal"
      >
        {children}
      </pre>
      <span role="status" className="sr-only">
        {state === 'copied'
          ? t('Copied')
          : state === 'failed'
            ? t('Copy failed: the code is selected, copy it by hand')
            : ''}
      </span>
    </div>
  );
}
