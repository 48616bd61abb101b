import { describe, expect, it } from 'vitest';
import { OFFLINE_BUSY, OFFLINE_RESUME_MS } from '../../config/offline-busy.ts';
import { pauseOfflineInstall } from '../../src/ui/pause-offline-install.ts';

/** A service worker whose state the test sets, firing `statechange` as a browser does. */
function installingWorker() {
  const target = new EventTarget();
  const posted: unknown[] = [];
  const worker = Object.assign(target, {
    state: 'installing' as ServiceWorkerState,
    postMessage: (message: unknown) => void posted.push(message)
  });
  return {
    worker: worker as unknown as ServiceWorker,
    posted,
    become(state: ServiceWorkerState) {
      worker.state = state;
      target.dispatchEvent(new Event('statechange'));
    }
  };
}

/** Activity the test makes by hand. */
function handActivity() {
  let listener: (() => void) | null = null;
  let asked = 0;
  return {
    activity: (onActive: () => void) => {
      asked++;
      listener = onActive;
      return () => (listener = null);
    },
    get asked() {
      return asked;
    },
    get listening() {
      return listener !== null;
    },
    act: () => listener?.()
  };
}

describe('pauseOfflineInstall', () => {
  it('tells the installing worker of activity', () => {
    const w = installingWorker();
    const a = handActivity();
    pauseOfflineInstall({ installing: w.worker }, a.activity, () => 0);
    a.act();
    expect(w.posted).toEqual([OFFLINE_BUSY]);
  });

  it('tells it at most once each quarter of OFFLINE_RESUME_MS', () => {
    const w = installingWorker();
    const a = handActivity();
    let now = 0;
    pauseOfflineInstall({ installing: w.worker }, a.activity, () => now);
    for (; now < OFFLINE_RESUME_MS; now += 10) a.act();
    expect(w.posted).toHaveLength(4);
  });

  it('stops once the worker is installed', () => {
    const w = installingWorker();
    const a = handActivity();
    pauseOfflineInstall({ installing: w.worker }, a.activity, () => 0);
    w.become('installed');
    a.act();
    expect(w.posted).toEqual([]);
    expect(a.listening).toBe(false);
  });

  it('stops when asked', () => {
    const w = installingWorker();
    const a = handActivity();
    const stop = pauseOfflineInstall({ installing: w.worker }, a.activity, () => 0);
    stop();
    expect(a.listening).toBe(false);
  });

  it('listens to nothing when no worker is installing', () => {
    const a = handActivity();
    pauseOfflineInstall({ installing: null }, a.activity, () => 0);
    expect(a.asked).toBe(0);
  });
});
