import { describe, expect, it } from 'vitest';
import { safeUrl } from './safe-url.ts';

describe('safeUrl', () => {
  it.each([
    'https://example.org/a?b=1#c',
    'http://example.org',
    'HTTPS://EXAMPLE.ORG/',
    'mailto:student@example.org',
    'xmpp:tutor@example.org',
    'irc://irc.example.org/chan',
    'ircs://irc.example.org/chan',
    '/relative/path',
    '../up/one',
    'notes.md',
    '#section-2',
    '?page=2',
    '//cdn.example.org/a.png',
    '/wiki/Special:Search', // a colon after the first slash is part of the path
    'search?q=a:b',
  ])('keeps %j', (url) => {
    expect(safeUrl(url)).toBe(url);
  });

  it.each([
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    ' javascript:alert(1)',
    '\tjavascript:alert(1)',
    'java\tscript:alert(1)',
    'java\nscript:alert(1)',
    'java\u0000script:alert(1)',
    '\u200bjavascript:alert(1)',
    '&#106;avascript:alert(1)',
    '&#x6A;avascript:alert(1)',
    '&#106avascript:alert(1)',
    'javascript&colon;alert(1)',
    'javascript&#58;alert(1)',
    'javascript&amp;#58;alert(1)',
    'java&Tab;script:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'data:image/svg+xml;base64,PHN2Zz48L3N2Zz4=',
    'DATA:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
    'vbscript:msgbox(1)',
    'file:///etc/passwd',
    'ftp://example.org',
    'blob:https://example.org/uuid',
    'tel:123',
    'javascript:alert(1)//https://example.org',
    'javascript\\:alert(1)'.replace('\\', ''),
  ])('empties %j', (url) => {
    expect(safeUrl(url)).toBe('');
  });

  it('trims the whitespace around an address it keeps', () => {
    expect(safeUrl('  https://example.org  ')).toBe('https://example.org');
  });
});
