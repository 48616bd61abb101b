import { describe, expect, it } from 'vitest';
import { OFFLINE_BUSY, OFFLINE_RESUME_MS } from '../../config/offline-busy.ts';
import {
  pauseOfflineInstall,
  type OfflineRegistration
} from '../../src/ui/pause-offline-install.ts';
import { activityByHand } from '../helpers/activity-by-hand.ts';

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

/** A registration whose installing worker the test sets; `update` fires `updatefound`. */
function registrationOf(installing: ServiceWorker | null) {
  const target = new EventTarget();
  const registration = Object.assign(target, { installing });
  return {
    registration: registration as unknown as OfflineRegistration,
    update(worker: ServiceWorker) {
      registration.installing = worker;
      target.dispatchEvent(new Event('updatefound'));
    }
  };
}

describe('pauseOfflineInstall', () => {
  it('tells the installing worker of activity', () => {
    const w = installingWorker();
    const a = activityByHand();
    pauseOfflineInstall(registrationOf(w.worker).registration, a.activity, () => 0);
    a.act();
    expect(w.posted).toEqual([OFFLINE_BUSY]);
  });

  it('tells it at most once each quarter of OFFLINE_RESUME_MS', () => {
    const w = installingWorker();
    const a = activityByHand();
    let now = 0;
    pauseOfflineInstall(registrationOf(w.worker).registration, a.activity, () => now);
    for (; now < OFFLINE_RESUME_MS; now += 10) a.act();
    expect(w.posted).toHaveLength(4);
  });

  it('stops once the worker is installed', () => {
    const w = installingWorker();
    const a = activityByHand();
    pauseOfflineInstall(registrationOf(w.worker).registration, a.activity, () => 0);
    w.become('installed');
    a.act();
    expect(w.posted).toEqual([]);
    expect(a.listening).toBe(false);
  });

  it('stops when asked', () => {
    const w = installingWorker();
    const a = activityByHand();
    const stop = pauseOfflineInstall(registrationOf(w.worker).registration, a.activity, () => 0);
    stop();
    expect(a.listening).toBe(false);
  });

  it('follows a worker an update starts installing later', () => {
    const r = registrationOf(null);
    const a = activityByHand();
    pauseOfflineInstall(r.registration, a.activity, () => 0);
    const w = installingWorker();
    r.update(w.worker);
    a.act();
    expect(w.posted).toEqual([OFFLINE_BUSY]);
  });

  it('follows only the newest installing worker', () => {
    const first = installingWorker();
    const r = registrationOf(first.worker);
    const a = activityByHand();
    let now = 0;
    pauseOfflineInstall(r.registration, a.activity, () => now);
    const second = installingWorker();
    r.update(second.worker);
    now = OFFLINE_RESUME_MS;
    a.act();
    expect(first.posted).toEqual([]);
    expect(second.posted).toEqual([OFFLINE_BUSY]);
  });

  it('follows no update once stopped', () => {
    const r = registrationOf(null);
    const a = activityByHand();
    const stop = pauseOfflineInstall(r.registration, a.activity, () => 0);
    stop();
    r.update(installingWorker().worker);
    expect(a.asked).toBe(0);
  });

  it('listens to nothing when no worker is installing', () => {
    const a = activityByHand();
    pauseOfflineInstall(registrationOf(null).registration, a.activity, () => 0);
    expect(a.asked).toBe(0);
  });
});
