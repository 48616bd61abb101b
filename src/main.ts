import { mount } from 'svelte';
import App from './ui/App.svelte';
import { registerServiceWorker } from './ui/register-service-worker.ts';
import { deferTask } from './ui/kit/defer-task.ts';
import './ui/app.css';

const target = document.getElementById('app');
if (!target) throw new Error('index.html must contain <div id="app"></div> for Keyscope to mount.');

// Only the build has sw.js; the dev server's modules must never be cached. Registering after
// `load` keeps the precache downloads from competing with the first render.
if (import.meta.env.PROD) {
  window.addEventListener('load', () => void registerServiceWorker(), { once: true });
}

// Mounted in a task after the one that evaluates the modules: the two in one task held the main
// thread for over 200 ms on a busy machine (docs/benchmarks.md, "Cold start").
deferTask(() => mount(App, { target }));
