import { useEffect, useRef, useState, type HTMLAttributes, type ReactNode } from 'react';

interface Props extends HTMLAttributes<HTMLElement> {
  /** 'span' inside a paragraph (a display formula), else 'div'. */
  as?: 'div' | 'span';
  /** Classes of the frame around the scrolling box (its margins). */
  frameClassName?: string;
  children?: ReactNode;
}

/**
 * A box that scrolls sideways inside the bubble (a wide table, a long formula). Phones hide
 * scrollbars, so each side with more to see fades out under a chevron: a cut-off column never looks
 * complete. The edges follow the scroll position and the box's size.
 */
export function ScrollBox({ as: Tag = 'div', frameClassName = '', className, children, ...props }: Props) {
  const box = useRef<HTMLElement>(null);
  const [more, setMore] = useState({ left: false, right: false });
  useEffect(() => {
    const el = box.current;
    if (!el) return;
    const update = () => {
      const left = el.scrollLeft > 1;
      const right = el.scrollLeft + el.clientWidth < el.scrollWidth - 1;
      setMore((m) => (m.left === left && m.right === right ? m : { left, right }));
    };
    update();
    el.addEventListener('scroll', update, { passive: true });
    const resize = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(update);
    resize?.observe(el);
    if (el.firstElementChild) resize?.observe(el.firstElementChild);
    // A formula grows when KaTeX's fonts arrive, which an observer of its inline box does not see.
    void document.fonts?.ready.then(update);
    return () => {
      el.removeEventListener('scroll', update);
      resize?.disconnect();
    };
  }, []);
  const edge = 'pointer-events-none absolute inset-y-0 flex w-8 items-center text-lg font-bold text-slate-500';
  return (
    <Tag className={`relative block ${frameClassName}`} data-more-left={more.left || undefined} data-more-right={more.right || undefined}>
      <Tag ref={box as never} {...props} className={`block max-w-full overflow-x-auto ${className ?? ''}`}>
        {children}
      </Tag>
      {more.left && (
        <span aria-hidden="true" className={`${edge} left-0 justify-start rounded-l-lg bg-gradient-to-r from-white to-white/0 pl-0.5`}>
          ‹
        </span>
      )}
      {more.right && (
        <span aria-hidden="true" className={`${edge} right-0 justify-end rounded-r-lg bg-gradient-to-l from-white to-white/0 pr-0.5`}>
          ›
        </span>
      )}
    </Tag>
  );
}
