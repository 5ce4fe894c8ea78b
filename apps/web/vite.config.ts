import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { compression } from 'vite-plugin-compression2';
import { defineConfig, type Plugin } from 'vitest/config';

/**
 * The built page asks for its JavaScript at low priority. Nothing paints from it at first (the page's
 * inline shell and its stylesheet do), and Chrome gives module scripts high priority, so on a slow
 * connection the scripts no longer compete with the stylesheet for the first paint; Lighthouse, which
 * counts a high-priority script as blocking the first paint, then measures what a phone sees
 * (decision record 0022).
 */
function lowPriorityScripts(): Plugin {
  return {
    name: 'vidya:low-priority-scripts',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler: (html) =>
        html.replace(/<(script type="module"|link rel="modulepreload")(?![^>]*fetchpriority)/g, '<$1 fetchpriority="low"'),
    },
  };
}

export default defineConfig({
  // Brotli and gzip copies of every text asset, served as they are by the api (preCompressed): phones
  // on metered data download the small file, and no CPU is spent compressing per request.
  plugins: [react(), tailwindcss(), lowPriorityScripts(), compression({ algorithms: ['brotliCompress', 'gzip'], threshold: 1024, logLevel: 'silent' })],
  build: {
    manifest: true,
    sourcemap: false,
    target: 'es2020',
    // pdf.js's viewer CSS names dozens of editor icons the textbook never shows: as files they are
    // fetched only if used, instead of riding inside the CSS as data URLs.
    assetsInlineLimit: (file) => (file.includes('/pdfjs-dist/') ? false : undefined),
  },
  server: { proxy: { '/api': 'http://localhost:3001' } },
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/test/setup.ts'],
    // Vitest's 5 s default fails jsdom renders on a loaded machine; a hung test still fails.
    testTimeout: 30_000,
    hookTimeout: 60_000,
    expect: { poll: { timeout: 10_000 } },
  },
});
