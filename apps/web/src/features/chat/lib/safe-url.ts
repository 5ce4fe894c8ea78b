/**
 * URL policy for addresses in rendered bot answers (spec section 5): a link or image address is kept
 * only when it is relative or uses http, https, irc, ircs, mailto or xmpp; anything else becomes ''.
 *
 * Used as react-markdown's `urlTransform`. react-markdown hands it addresses already decoded from
 * markdown (character references resolved, odd bytes percent-encoded), but this function does not
 * rely on that: it decides on a normalised copy of the address, the way a browser would read it
 * (character references decoded, ASCII tab/newline removed anywhere, leading/trailing control
 * characters and spaces dropped), so `JaVaScRiPt:`, ` javascript:`, `java\tscript:` and
 * `&#106;avascript:` are all refused, as are `data:` and `vbscript:`.
 */

const SAFE_SCHEME = /^(?:https?|ircs?|mailto|xmpp)$/i;

/** Controls, spaces and zero-width/bidi formatting characters: none can be part of a scheme. */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const INVISIBLE = /[\u0000-\u0020\u007f-\u00a0\u00ad\u200b-\u200f\u2028-\u202e\u2060-\u2064\ufeff]/g;

const NAMED_REFERENCES: Record<string, string> = {
  colon: ':',
  tab: '\t',
  newline: '\n',
  sol: '/',
  quest: '?',
  num: '#',
  amp: '&',
  nbsp: '\u00a0',
};

/** Decodes numeric (`&#58;`, `&#x3A;`, with or without `;`) and a few named character references. */
function decodeReferences(value: string): string {
  return value.replace(
    /&(?:#(\d{1,8})|#[xX]([0-9a-fA-F]{1,8})|([a-zA-Z]{2,8}));?/g,
    (match, dec?: string, hex?: string, name?: string) => {
      if (name !== undefined) return NAMED_REFERENCES[name.toLowerCase()] ?? match;
      const code = dec !== undefined ? Number.parseInt(dec, 10) : Number.parseInt(hex ?? '', 16);
      // Not a valid code point: the browser would use U+FFFD, which can never form a safe scheme either.
      return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : '\ufffd';
    },
  );
}

/**
 * The address as a browser would parse its scheme: references decoded (repeatedly, so `&amp;#58;`
 * cannot hide a colon), then every control character, space and invisible formatting character
 * removed (browsers strip tab/newline anywhere and controls/spaces at the ends).
 */
function normalise(value: string): string {
  let current = value;
  for (let i = 0; i < 3; i += 1) {
    const decoded = decodeReferences(current);
    if (decoded === current) break;
    current = decoded;
  }
  return current.replace(INVISIBLE, '');
}

/**
 * `urlTransform` for react-markdown: returns the address unchanged (trimmed) when it is relative or
 * uses an allowed scheme, and `''` otherwise.
 */
export function safeUrl(value: string): string {
  const normalised = normalise(value);
  const colon = normalised.indexOf(':');
  if (colon === -1) return value.trim();

  // A colon after the first `/`, `?` or `#` belongs to the path, query or fragment: the address is
  // relative (`/notes/a:b`, `?t=1:2`, `#x:y`). Backslash counts as a slash, as browsers treat it.
  const firstDelimiter = normalised.search(/[/?#\\]/);
  if (firstDelimiter !== -1 && firstDelimiter < colon) return value.trim();

  return SAFE_SCHEME.test(normalised.slice(0, colon)) ? value.trim() : '';
}
