// `npm run dev`: the API with reload on change (tsx watch) and the web app with hot reload
// (Vite on http://localhost:5173, proxying /api to the API on :3000).
import { spawn } from 'node:child_process';

process.env.NODE_ENV ??= 'development';
const children = [
  spawn('npx', ['tsx', 'watch', '--clear-screen=false', 'src/server/main.ts'], { stdio: 'inherit' }),
  spawn('npx', ['vite', '--port', '5173'], { stdio: 'inherit' }),
];
const stop = () => children.forEach((child) => child.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children) child.on('exit', (code) => { stop(); process.exitCode = code ?? 0; });
