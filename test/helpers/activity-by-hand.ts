/**
 * Activity made by hand, for code that takes an `Activity` (whenQuiet, pauseOfflineInstall):
 * `act()` tells every listener, `asked` counts subscriptions, `listening` says whether any is
 * still subscribed.
 */
export function activityByHand() {
  const listeners = new Set<() => void>();
  let asked = 0;
  return {
    activity: (onActive: () => void) => {
      asked++;
      const listener = () => onActive();
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    get asked() {
      return asked;
    },
    get listening() {
      return listeners.size > 0;
    },
    act: () => {
      for (const listener of listeners) listener();
    }
  };
}
