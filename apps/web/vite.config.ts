/// <reference types="vitest/config" />
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';

export default defineConfig({
  plugins: [react(), tailwindcss()],
  build: {
    outDir: 'dist',
    // Every asset becomes its own file: the server's CSP need not allow data: URLs and the
    // first page's JavaScript stays small.
    assetsInlineLimit: 0,
    target: 'es2022',
  },
  server: {
    proxy: { '/api': 'http://localhost:8044' },
  },
  preview: {
    proxy: { '/api': 'http://localhost:8044' },
  },
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
  },
});
