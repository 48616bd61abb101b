/**
 * Files (and pasted text, and stored designs) up to this size are read whole in a worker and
 * handed to the page, which analyses them; larger ones are opened in the analysis worker, which
 * keeps their items. Analysing 1 MiB — about 8,000 items — on the page takes about 22 ms, under
 * the 50 ms a task may take; past a few MiB the page would freeze, and the items would be cloned
 * back and forth (docs/benchmarks.md, bench:open). Neither is decoded on the page
 * (docs/files-and-links.md, "Nothing is decoded on the page").
 */
export const PAGE_OPEN_BYTES = 1024 * 1024;
