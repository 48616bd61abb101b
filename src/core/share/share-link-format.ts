/**
 * How a design travels in a link: `#design=1.<data>`, where `<data>` is the design's native JSON
 * (compact), compressed with the platform's `CompressionStream('deflate-raw')` and written in
 * base64url (RFC 4648 §5, no padding). The fragment never reaches a server: browsers do not send
 * it. `scheme` is bumped if the encoding ever changes; the design inside carries its own format
 * version, migrated on load like any file.
 *
 * `maxFragment` caps the fragment at 32 KiB of characters. Browsers keep much longer addresses
 * (Chrome 2 MB), but links are pasted into chat and mail: Slack truncates a message past 40,000
 * characters, and other tools cut far shorter. 32 KiB holds every example many times over (the
 * gaming example's 6.7 KB of compact JSON becomes 2,581 characters) and, at the 2.5× or better
 * that designs compress, some 80 KB of design JSON; a bigger design goes as a file.
 * docs/files-and-links.md.
 *
 * @example
 * `${location.origin}${location.pathname}#${SHARE_LINK.param}=${SHARE_LINK.scheme}.…`
 */
export const SHARE_LINK = { param: 'design', scheme: '1', maxFragment: 32 * 1024 } as const;
