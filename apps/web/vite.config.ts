import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { compression } from 'vite-plugin-compression2';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  // Brotli and gzip copies of every text asset, served as they are by the api (preCompressed): phones
  // on metered data download the small file, and no CPU is spent compressing per request.
  plugins: [react(), tailwindcss(), compression({ algorithms: ['brotliCompress', 'gzip'], threshold: 1024, logLevel: 'silent' })],
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
  },
});
