import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { loadContent } from '../../content/load-content.ts';
import { buildChunks, courseGenericTerms, createRetriever, headingShare } from './retrieval.ts';

const content = loadContent(fileURLToPath(new URL('../../../../../content', import.meta.url)));
const retriever = createRetriever(content);
const cited = (bot: Parameters<typeof retriever.search>[0], question: string) => retriever.search(bot, question, 1)[0]?.heading;

describe("a how-to's topic over its action and the course's own words", () => {
  it("finds each course's generic words: those a third or more of its sections use", () => {
    const generic = courseGenericTerms(buildChunks(content));
    expect([...generic.get('crmVoice')!]).toEqual(expect.arrayContaining(['customer', 'call']));
    expect([...generic.get('webDevelopment')!]).toEqual(expect.arrayContaining(['html', 'page']));
    // Topics stay topics: few sections are about holding a call or about fonts.
    expect(generic.get('crmVoice')!.has('hold')).toBe(false);
    expect(generic.get('webDevelopment')!.has('font')).toBe(false);
  });

  it("counts a heading's noun as the verb a question asks ('attach' names 'Attachments…')", () => {
    const weights = new Map([['attach', 3], ['file', 1]]);
    expect(headingShare({ heading: 'Attachments and Netiquette' }, weights, 4)).toBeGreaterThan(0.5);
    // A longer word that is no noun of the verb is not it: 'printer' is not 'print'.
    expect(headingShare({ heading: 'Printers' }, new Map([['print', 1]]), 1)).toBe(0);
  });

  it('answers the how-to from the section that does it, steps about the topic asked', () => {
    // 'processor' and 'socket' name 'Chipset and Processor Sockets'; the steps that seat it are elsewhere.
    expect(cited('ComputerHardware', 'प्रोसेसर को मदरबोर्ड के सॉकेट में सही तरीके से कैसे लगाएं?')).toBe('Preparing the Motherboard Outside the Cabinet');
  });
});
