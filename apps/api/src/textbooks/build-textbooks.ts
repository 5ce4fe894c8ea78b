import { COURSE_BOTS } from '@vidya/contract';
import { loadBuildConfig } from '../config.ts';
import { loadContent } from '../content/load-content.ts';
import { renderTextbook, type TextbookLanguage } from './render-textbook.ts';
import { editionDir, textbookContent, textbookFileName, writeTextbook } from './textbook-store.ts';

const LANGUAGES: TextbookLanguage[] = ['en', 'hi'];

/**
 * `npm run build:textbooks -w @vidya/api`: renders the five course textbooks and their page tables
 * into TEXTBOOKS_DIR, and the Hindi edition's into TEXTBOOKS_DIR/hi when the content has one.
 */
async function main() {
  const started = performance.now();
  const config = loadBuildConfig();
  const content = loadContent(config.contentDir);
  let built = 0;
  for (const language of LANGUAGES) {
    const editionStarted = performance.now();
    for (const bot of COURSE_BOTS) {
      const book = textbookContent(content, bot, language);
      if (!book) continue;
      const bookStarted = performance.now();
      const rendered = await renderTextbook(book, { productName: config.productName });
      await writeTextbook(editionDir(config.textbooksDir, language), bot, rendered);
      built += 1;
      const official = content.courses[bot].officialTextbookUrl;
      const note = official && language === 'en' ? ` (served as a redirect to ${official})` : '';
      const name = `${language === 'en' ? '' : `${language}/`}${textbookFileName(bot)}`;
      console.log(`  ${name.padEnd(25)} ${String(Math.round(rendered.pdf.length / 1024)).padStart(5)} KB  ${ms(bookStarted)}${note}`);
    }
    console.log(`  ${language}: ${ms(editionStarted)}`);
  }
  console.log(`Built ${built} textbooks in ${ms(started)} into ${config.textbooksDir}`);
}

const ms = (since: number) => `${((performance.now() - since) / 1000).toFixed(1)} s`;

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
