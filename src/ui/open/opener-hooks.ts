/**
 * What the rest of the studio wants to hear from DesignOpener: `lessonLink` takes a lesson link
 * in the hash before anything else reads it (true when it did), and `liveLink` a `#live=` link
 * to a live table's result set; `opened` hears that a design was opened by other means than a
 * lesson (a lesson being taken then ends).
 */
export interface OpenerHooks {
  lessonLink?: (hash: string) => boolean;
  liveLink?: (hash: string) => boolean;
  opened?: () => void;
}
