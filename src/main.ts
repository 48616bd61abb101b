import { mount } from 'svelte';
import App from './ui/App.svelte';
import './ui/app.css';

const target = document.getElementById('app');
if (!target) throw new Error('index.html must contain <div id="app"></div> for Keyscope to mount.');

export default mount(App, { target });
