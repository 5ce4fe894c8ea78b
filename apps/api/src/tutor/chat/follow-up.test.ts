import { describe, expect, it } from 'vitest';
import { followUpKind, refersBack, refersBackClearly } from './follow-up.ts';

describe('follow-up words', () => {
  it("takes 'one more thing, …' for an opening, not a request for more", () => {
    expect(followUpKind('one more thing, when should i put people in bcc')).toBeNull();
    expect(followUpKind('tell me more')).toBe('more');
    expect(followUpKind('ek aur baat batao, example do')).toBe('example');
    expect(refersBack('one more: 3-2-1 backup rule kya hota hai')).toBe(false);
    expect(followUpKind('one more: 3-2-1 backup rule kya hota hai')).toBeNull();
  });

  it("reads Hindi 'use' ('it') as a pointer only in Hinglish, not the English verb", () => {
    expect(refersBack('when should i use reply all')).toBe(false);
    expect(refersBackClearly('which rail does the graphics card use')).toBe(false);
    expect(refersBackClearly('use kaise kholte hai')).toBe(true);
    expect(refersBack('ok another thing, https by default kaunsa port use karta hai')).toBe(false);
  });
});
