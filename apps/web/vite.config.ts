import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';
import { adminBuild, ADMIN_ASSETS } from './scripts/admin-build';
import { visualizer } from 'rollup-plugin-visualizer';
import os from 'node:os';
import path from 'node:path';
import { precompressPlugin } from './scripts/precompress';
import { closureChunks } from './scripts/boot-chunk';

/** `npm run analyze` (ANALYZE=1): a treemap of the chunks, written outside dist/. */
const analyze = process.env.ANALYZE === '1';
const statsFile = path.join(os.tmpdir(), 'starlit-web-stats.html');

const src = (file: string) => path.resolve(import.meta.dirname, 'src', file);
const screen = (name: string) => ({ name, root: src(`screens/${name}/index.tsx`) });
/**
 * HTTP/1.1 fetches six files at a time, so many small files cost round trips: the modules the
 * boot module, the session and the screens opened first reach each travel as one chunk
 * (scripts/boot-chunk.ts), in this order (a later one loads the earlier ones it shares modules
 * with): home first, then Explore (so the pieces it shares with Home's lower sections travel with
 * it, not with those sections), the sections below Home's first screenful, the sheets' animation
 * library, then the other screens people land on, the smaller first.
 */
const first = closureChunks(src('app/main.tsx'), [
  { name: 'boot', root: src('app/boot.tsx') },
  { name: 'session', root: src('app/session.ts') },
  screen('Index'),
  screen('Explore'),
  { name: 'home-later', root: src('screens/Index/LaterSections.tsx') },
  { name: 'motion', match: /node_modules[\\/]@(react-spring|use-gesture)[\\/]/ },
  screen('Login'),
  screen('AnswersBook'),
  screen('TodayFortune'),
  screen('NatalChartReport'),
  screen('MbtiHome'),
  screen('DrawingTenCards'),
]);
/**
 * The Starlit web app. `npm run dev` proxies /api to the API server on :8080;
 * `npm run build` writes dist/ (served by the API server at /) with a build manifest
 * (used by the bench to size the Login route) and a Workbox service worker (src/sw.ts) that
 * precaches the whole shell, so the app opens offline after the first visit, and shows push
 * reminders. Text files of
 * 1 KB and more get brotli (.br) and gzip (.gz) copies beside them, which the server sends to
 * clients that accept them (scripts/precompress.ts).
 */
export default defineConfig({
  plugins: [
    react(),
    VitePWA({
      registerType: 'autoUpdate',
      injectRegister: false,
      includeAssets: ['logo.svg', 'favicon.svg'],
      manifest: {
        name: 'Starlit',
        short_name: 'Starlit',
        description: 'Horoscopes, tarot, personality tests and AI companions under the night sky.',
        lang: 'en',
        start_url: './',
        scope: './',
        display: 'standalone',
        orientation: 'portrait',
        theme_color: '#14122b',
        background_color: '#0b0a1a',
        icons: [
          { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' },
          { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png' },
          {
            src: '/icons/maskable-512.png',
            sizes: '512x512',
            type: 'image/png',
            purpose: 'maskable',
          },
        ],
      },
      // src/sw.ts: the precached shell, the navigation fallback and push reminders
      strategies: 'injectManifest',
      srcDir: 'src',
      filename: 'sw.ts',
      injectManifest: {
        globPatterns: ['**/*.{js,css,html,svg,png,woff2}'],
        // the operator console (admin.html, its assets) is no part of the member app's shell
        globIgnores: ['admin.html', `${ADMIN_ASSETS}*`],
      },
      devOptions: { enabled: false },
    }),
    precompressPlugin(),
    first.plugin,
    adminBuild(),
    analyze &&
      visualizer({ filename: statsFile, template: 'treemap', gzipSize: true, brotliSize: true }),
  ],
  server: {
    port: 5173,
    proxy: { '/api': { target: 'http://localhost:8080', changeOrigin: true } },
  },
  preview: {
    port: 4173,
    proxy: { '/api': { target: 'http://localhost:8080', changeOrigin: true } },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    manifest: true,
    target: 'es2022',
    rolldownOptions: {
      output: {
        // the first screens' chunks (above), each language's translations as one chunk (the
        // long legal texts apart)
        codeSplitting: {
          groups: [
            ...first.groups,
            { name: 'locale-en', test: /locales[\\/]en[\\/](?!legal)/ },
            { name: 'locale-zh', test: /locales[\\/]zh[\\/](?!legal)/ },
          ],
        },
      },
    },
  },
});
