/** After the last edit, a lesson's checks wait this long: they never run inside a keystroke's update. */
export const CHECK_DELAY_MS = 150;
