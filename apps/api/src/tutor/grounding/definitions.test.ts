import { describe, expect, it } from 'vitest';
import { askedName, definitionsIn, namesAsked } from './definitions.ts';

const names = (markdown: string) => definitionsIn(markdown).map((d) => d.name);

describe('definitions in running text', () => {
  it('finds bold labels, bold names with a defining verb, plain sentence openings and appositives', () => {
    expect(names('4. **Record count:** the number of records entered must equal the forms.')).toEqual(['Record count']);
    expect(names('Useful words. A **firewall** is a guard between a network and the internet.')).toEqual(['firewall']);
    expect(names('Latency means the delay before data starts to arrive.')).toEqual(['Latency']);
    expect(names('Search Engine Optimisation, or SEO, is the work of making a page easy to find.')).toEqual(['Search Engine Optimisation', 'SEO']);
  });

  it('does not take a sentence about something else for a definition', () => {
    expect(names('It is a good idea to save often. This is why backups matter. Every file is a record.')).toEqual([]);
    expect(names('**Worked example:** 25 receipts should total ₹1,24,500.')).toEqual([]);
  });

  it("reads the name a 'what is' question asks, and matches only a definition of that name", () => {
    expect(askedName('What is a record count?')).toEqual(['record', 'count']);
    expect(askedName('what is latency in networking')).toEqual(['latency']);
    expect(askedName('firewall kya hai')).toEqual(['firewall']);
    expect(askedName('What does SEO stand for?')).toEqual(['seo']);
    expect(askedName('What is the difference between RAM and ROM?')).toEqual([]);
    expect(askedName('How do I install a printer?')).toEqual([]);
    const [count] = definitionsIn('**Record count:** the number of records.');
    expect(namesAsked(count!, ['record', 'count'])).toBe(true);
    expect(namesAsked(count!, ['count'])).toBe(false);
    expect(namesAsked(count!, ['record', 'count', 'sheet'])).toBe(false);
  });
});
