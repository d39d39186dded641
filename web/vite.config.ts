import react from '@vitejs/plugin-react';
import { defineConfig, loadEnv } from 'vite';

// `npm run build` (emulator mode) for the local suite, `build:production` for deploys.
export default defineConfig(({ mode }) => {
  const env = loadEnv(mode, import.meta.dirname, 'VITE_');
  return {
    plugins: [react()],
    define: {
      // A literal true/false in every module, so production builds drop the emulator-only
      // code (demo sign-in, emulator connections) and its chunks entirely.
      __USE_EMULATORS__: JSON.stringify(env.VITE_USE_EMULATORS === 'true'),
    },
    build: {
      target: 'es2022',
      sourcemap: true,
      rolldownOptions: { treeshake: { moduleSideEffects: (id: string) => !id.includes('/node_modules/yup/') } },
    },
    server: {
      // `npm run dev -w web` while `npm start` runs: the API comes through the hosting emulator.
      proxy: {
        '/api': 'http://127.0.0.1:5000',
        '/auth': 'http://127.0.0.1:5000',
        '/health': 'http://127.0.0.1:5000',
      },
    },
  };
});
