import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// `npm run build` (emulator mode) for the local suite, `build:production` for deploys.
export default defineConfig({
  plugins: [react()],
  build: {
    target: 'es2022',
    sourcemap: true,
  },
  server: {
    // `npm run dev -w web` while `npm start` runs: the API comes through the hosting emulator.
    proxy: {
      '/api': 'http://127.0.0.1:5000',
      '/auth': 'http://127.0.0.1:5000',
      '/health': 'http://127.0.0.1:5000',
    },
  },
});
