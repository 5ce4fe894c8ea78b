import { COURSE_BOTS } from '@vidya/contract';
import { loadBuildConfig } from '../config.ts';
import { loadContent } from '../content/load-content.ts';
import { renderTextbook } from './render-textbook.ts';
import { textbookFileName, writeTextbook } from './textbook-store.ts';

/** `npm run build:textbooks -w @vidya/api`: renders the five course textbooks and their page tables into TEXTBOOKS_DIR. */
async function main() {
  const started = performance.now();
  const config = loadBuildConfig();
  const content = loadContent(config.contentDir);
  for (const bot of COURSE_BOTS) {
    const bookStarted = performance.now();
    const book = await renderTextbook(content.courses[bot], { productName: config.productName });
    await writeTextbook(config.textbooksDir, bot, book);
    const official = content.courses[bot].officialTextbookUrl;
    const note = official ? ` (served as a redirect to ${official})` : '';
    console.log(`  ${textbookFileName(bot).padEnd(22)} ${String(Math.round(book.pdf.length / 1024)).padStart(5)} KB  ${ms(bookStarted)}${note}`);
  }
  console.log(`Built ${COURSE_BOTS.length} textbooks in ${ms(started)} into ${config.textbooksDir}`);
}

const ms = (since: number) => `${((performance.now() - since) / 1000).toFixed(1)} s`;

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
