import { act, render, renderHook, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import MarkdownMessage, { loadKatex, streamRenderInterval, useThrottledValue } from './markdown-message.tsx';

// KaTeX is a chunk of its own, fetched on the first formula (markdown-katex.test.tsx): loaded first
// here, so these tests read each render as it is.
beforeAll(async () => {
  await loadKatex();
});

afterEach(() => {
  vi.useRealTimers();
});

/** The TeX source KaTeX kept for each rendered formula (its MathML annotation). */
const formulas = (root: HTMLElement) => Array.from(root.querySelectorAll('annotation'), (a) => a.textContent);

describe('MarkdownMessage: math', () => {
  it('renders $…$ inline and $$…$$ alone on a line as display math', () => {
    const { container } = render(<MarkdownMessage text={'Energy is $E = mc^2$.\n\n$$\\frac{a}{b}$$'} />);
    expect(formulas(container)).toEqual(['E = mc^2', '\\frac{a}{b}']);
    const display = container.querySelectorAll('.katex-display');
    expect(display).toHaveLength(1);
    expect(display[0]?.querySelector('annotation')).toHaveTextContent('\\frac{a}{b}');
    expect(screen.queryByText(/\$/)).not.toBeInTheDocument();
  });

  it('renders $$…$$ inside a sentence inline', () => {
    const { container } = render(<MarkdownMessage text={'so $$x+1$$ grows'} />);
    expect(formulas(container)).toEqual(['x+1']);
    expect(container.querySelector('.katex-display')).toBeNull();
  });

  it('renders \\(…\\) inline and \\[…\\] as display math', () => {
    const { container } = render(
      <MarkdownMessage text={'Square it: \\(x^2\\), then\n\\[x^2 + 1\\]\nas shown.'} />,
    );
    expect(formulas(container)).toEqual(['x^2', 'x^2 + 1']);
    const display = container.querySelectorAll('.katex-display');
    expect(display).toHaveLength(1);
    expect(display[0]?.querySelector('annotation')).toHaveTextContent('x^2 + 1');
    expect(container).not.toHaveTextContent('\\(');
  });

  it('renders a multi-line \\[…\\] block as display math', () => {
    const { container } = render(
      <MarkdownMessage text={'\\[\n\\begin{aligned}\na &= b \\\\\n  &= c\n\\end{aligned}\n\\]'} />,
    );
    expect(container.querySelector('.katex-display')).not.toBeNull();
    expect(container.querySelector('.katex-error')).toBeNull();
  });

  it('does not render math inside code spans or fenced code', () => {
    const text = 'Write `\\(x^2\\)` or `$y$`.\n\n```latex\n\\[x^2\\] and $z$\n```';
    const { container } = render(<MarkdownMessage text={text} />);
    expect(container.querySelector('.katex')).toBeNull();
    expect(screen.getByText('\\(x^2\\)').tagName).toBe('CODE');
    expect(screen.getByText('$y$').tagName).toBe('CODE');
    expect(container.querySelector('pre')).toHaveTextContent('\\[x^2\\] and $z$');
  });

  it('shows the source of a formula KaTeX cannot parse instead of throwing', () => {
    const { container } = render(<MarkdownMessage text={'Bad: $\\frac{a$ and good: $b$'} />);
    expect(container.querySelector('.katex-error')).toHaveTextContent('\\frac{a');
    expect(formulas(container)).toEqual(['b']);
  });

  it('names each formula in words, so a screen reader never reads TeX', () => {
    render(<MarkdownMessage text={'$$\\text{Gross WPM} = \\frac{\\text{Total words typed}}{\\text{Minutes}}$$\n\nand $x^2$'} />);
    expect(screen.getByRole('img', { name: 'Gross WPM equals Total words typed divided by Minutes' })).toHaveClass('katex');
    expect(screen.getByRole('img', { name: 'x squared' })).toBeInTheDocument();
  });

  it('does not let KaTeX make links or HTML (trust is off)', () => {
    const { container } = render(
      <MarkdownMessage text={'$\\href{javascript:alert(1)}{x}$ $\\htmlId{evil}{y}$'} />,
    );
    expect(container.querySelector('a')).toBeNull();
    expect(container.querySelector('#evil')).toBeNull();
  });
});

describe('MarkdownMessage: markdown', () => {
  it('renders a GFM table inside a horizontally scrollable region', () => {
    render(<MarkdownMessage text={'| Unit | Hours |\n|---|--:|\n| HTML | 12 |\n| CSS | 9 |'} />);
    const table = screen.getByRole('table');
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    expect(within(table).getByRole('columnheader', { name: 'Hours' })).toBeInTheDocument();
    const region = screen.getByRole('region', { name: 'Table' });
    expect(region).toContainElement(table);
    expect(region).toHaveClass('overflow-x-auto');
  });

  it('renders lists, blockquotes, inline code and headings scaled below the page heading', () => {
    render(
      <MarkdownMessage
        text={'# Title\n\n## Part\n\n- one\n- two\n\n1. first\n\n> note\n\nUse `npm test`.'}
      />,
    );
    expect(screen.getByRole('heading', { name: 'Title', level: 3 })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Part', level: 4 })).toBeInTheDocument();
    expect(screen.getAllByRole('listitem')).toHaveLength(3);
    expect(screen.getByText('note').closest('blockquote')).not.toBeNull();
    expect(screen.getByText('npm test').tagName).toBe('CODE');
  });

  it('renders a fenced code block whose Copy button copies the code', async () => {
    const user = userEvent.setup();
    render(<MarkdownMessage text={'```js\nconst a = 1;\nconsole.log(a);\n```'} />);
    expect(screen.getByText('js')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Copy code' }));
    await expect(navigator.clipboard.readText()).resolves.toBe('const a = 1;\nconsole.log(a);\n');
    expect(screen.getByRole('button', { name: 'Copied' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Copied');
  });

  it('says so when the clipboard refuses', async () => {
    const user = userEvent.setup();
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(
      new DOMException('denied', 'NotAllowedError'),
    );
    render(<MarkdownMessage text={'```\nx\n```'} />);
    await user.click(screen.getByRole('button', { name: 'Copy code' }));
    expect(screen.getByRole('button', { name: 'Copy failed' })).toBeInTheDocument();
  });
});

describe('MarkdownMessage: safety', () => {
  it.each([
    ['javascript:alert(1)', '[x](javascript:alert(1))'],
    ['odd casing', '[x](JaVaScRiPt:alert(1))'],
    ['leading space', '[x]( javascript:alert(1))'],
    ['angle brackets with a tab', '[x](<java\tscript:alert(1)>)'],
    ['character reference', '[x](&#106;avascript:alert(1))'],
    ['autolink', '<javascript:alert(1)> x'],
    ['reference definition', '[x][1]\n\n[1]: javascript:alert(1)'],
    ['data: HTML', '[x](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)'],
    ['data: with markup', '[x](data:text/html,%3Cscript%3Ealert(1)%3C/script%3E)'],
    ['vbscript:', '[x](vbscript:msgbox(1))'],
  ])('empties the address of a %s link and keeps its words', (_name, text) => {
    const { container } = render(<MarkdownMessage text={text} />);
    expect(container.querySelector('a[href]')).toBeNull();
    expect(container).toHaveTextContent(/x$/);
  });

  it.each([
    ['javascript:', '![diagram](javascript:alert(1))'],
    ['JaVaScRiPt:', '![diagram](JaVaScRiPt:alert(1))'],
    ['data:', '![diagram](data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+PC9zdmc+)'],
  ])('drops an image with a %s address and shows its alt text', (_name, text) => {
    const { container } = render(<MarkdownMessage text={text} />);
    expect(container.querySelector('img')).toBeNull();
    expect(container).toHaveTextContent('[diagram]');
  });

  it('keeps https, mailto and relative links, opening them in a new tab without an opener', () => {
    render(
      <MarkdownMessage
        text={
          '[site](https://example.org/a?b=1) [mail](mailto:help@example.org) [notes](/notes/1) [up](../x)'
        }
      />,
    );
    for (const [name, href] of [
      ['site', 'https://example.org/a?b=1'],
      ['mail', 'mailto:help@example.org'],
      ['notes', '/notes/1'],
      ['up', '../x'],
    ] as const) {
      const link = screen.getByRole('link', { name: `${name}, opens in a new tab` });
      expect(link).toHaveAttribute('href', href);
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
  });

  it('shows our own images lazy-loaded and no wider than the bubble', () => {
    render(<MarkdownMessage text={'![chart](/api/files/1?exp=1&sig=x)'} />);
    const img = screen.getByRole('img', { name: 'chart' });
    expect(img).toHaveAttribute('src', '/api/files/1?exp=1&sig=x');
    expect(img).toHaveAttribute('loading', 'lazy');
    expect(img).toHaveClass('max-w-full');
  });

  it("turns another site's picture into a link, so the phone fetches nothing from it", () => {
    const { container } = render(<MarkdownMessage text={'![chart](https://example.org/chart.png)'} />);
    expect(container.querySelector('img')).toBeNull();
    const link = screen.getByRole('link', { name: 'chart (picture), opens in a new tab' });
    expect(link).toHaveAttribute('href', 'https://example.org/chart.png');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('shows raw HTML as inert text', () => {
    const text = [
      '<script>alert(1)</script>',
      '',
      'Look: <img src=x onerror=alert(1)> here',
      '',
      '<iframe src="https://evil.example"></iframe>',
      '',
      '<a href="javascript:alert(1)">click</a> <b onclick="alert(1)">bold</b>',
    ].join('\n');
    const { container } = render(<MarkdownMessage text={text} />);
    expect(container.querySelector('script, img, iframe, a, b, [onerror], [onclick]')).toBeNull();
    expect(container).toHaveTextContent('<script>alert(1)</script>');
    expect(container).toHaveTextContent('Look: <img src=x onerror=alert(1)> here');
    expect(container).toHaveTextContent('<iframe src="https://evil.example"></iframe>');
  });

  it('gives footnotes ids of their own, so two answers on one page do not clash', () => {
    const text = 'Fact[^1]\n\n[^1]: Source';
    const { container } = render(
      <>
        <MarkdownMessage text={text} />
        <MarkdownMessage text={text} />
      </>,
    );
    const ids = Array.from(container.querySelectorAll('[id]'), (el) => el.id);
    expect(ids.length).toBeGreaterThan(2);
    expect(new Set(ids).size).toBe(ids.length);
    for (const ref of container.querySelectorAll('[aria-describedby]')) {
      expect(container.querySelector(`[id="${ref.getAttribute('aria-describedby')}"]`)).not.toBeNull();
    }
  });
});

describe('streaming', () => {
  it('useThrottledValue updates at most about 10 times a second and flushes the last value', () => {
    vi.useFakeTimers();
    const changes: string[] = [];
    const { result, rerender } = renderHook(
      ({ value, enabled }: { value: string; enabled: boolean }) => {
        const shown = useThrottledValue(value, 100, enabled);
        useEffect(() => void changes.push(shown), [shown]);
        return shown;
      },
      { initialProps: { value: 't0', enabled: true } },
    );

    // One second of tokens arriving every 10 ms.
    for (let i = 1; i <= 100; i += 1) {
      rerender({ value: `t${i}`, enabled: true });
      act(() => {
        vi.advanceTimersByTime(10);
      });
    }
    expect(changes.length).toBeGreaterThanOrEqual(9);
    expect(changes.length).toBeLessThanOrEqual(12);

    // A pause while still streaming shows the latest text after the interval.
    rerender({ value: 't101', enabled: true });
    act(() => {
      vi.advanceTimersByTime(100);
    });
    expect(result.current).toBe('t101');

    // The end of the stream shows the final text at once, with no timer to wait for.
    rerender({ value: 't102', enabled: true });
    expect(result.current).toBe('t101');
    rerender({ value: 'final', enabled: false });
    expect(result.current).toBe('final');
  });

  it('re-parses a long streaming answer less often', () => {
    expect(streamRenderInterval(500)).toBe(100);
    expect(streamRenderInterval(4000)).toBe(100);
    expect(streamRenderInterval(8000)).toBe(200);
    expect(streamRenderInterval(100_000)).toBe(400);
  });

  it('never shows the raw marks of a streaming answer that more text would turn into formatting', () => {
    const { container, rerender } = render(<MarkdownMessage text={'Remember this.\n\n**Quick check:'} streaming />);
    expect(container).toHaveTextContent('Remember this.');
    expect(container).not.toHaveTextContent('*');
    rerender(<MarkdownMessage text={'Remember this.\n\n**Quick check:** Which?'} streaming={false} />);
    expect(container.querySelector('strong')).toHaveTextContent('Quick check:');
  });

  it('re-renders a streaming answer on the throttle and the final one at once', () => {
    vi.useFakeTimers();
    const { container, rerender } = render(<MarkdownMessage text="The answer" streaming />);
    expect(container).toHaveTextContent('The answer');

    act(() => {
      vi.advanceTimersByTime(150);
    });
    rerender(<MarkdownMessage text="The answer is $x" streaming />);
    rerender(<MarkdownMessage text="The answer is $x^2$" streaming />);
    // Parsed once at the start of the interval, the rest waits for its end.
    expect(container.querySelector('.katex')).toBeNull();
    act(() => {
      vi.advanceTimersByTime(100);
    });
    expect(formulas(container)).toEqual(['x^2']);

    rerender(<MarkdownMessage text="The answer is $x^2$ **done**" streaming />);
    rerender(<MarkdownMessage text="The answer is $x^2$ **done**." streaming={false} />);
    expect(container.querySelector('strong')).toHaveTextContent('done');
    expect(container).toHaveTextContent(/done\.$/);
  });
});

describe('MarkdownMessage: a note line before the answer', () => {
  it('shows the offline-answer note as its own italic line, then the answer', () => {
    const note = 'Answered from your course notes: the AI teacher is not reachable right now.';
    const { container } = render(<MarkdownMessage text={`_${note}_\n\nTouch typing means typing **without looking**.`} />);
    const [first, second] = Array.from(container.querySelectorAll('p'));
    expect(first?.querySelector('em')).toHaveTextContent(note);
    expect(first).toHaveTextContent(note);
    expect(second).toHaveTextContent('Touch typing means typing without looking.');
    expect(container).not.toHaveTextContent('_');
  });
});
