/**
 * Files (and pasted text, and stored designs) up to this size open on the page; larger ones in
 * the analysis worker, with progress and Cancel. Loading 1 MiB — about 8,000 items — takes
 * about 22 ms, under the 50 ms a task may take, and starting a worker and sending it the file
 * costs more than that; past a few MiB the page would freeze (docs/benchmarks.md, bench:open).
 */
export const PAGE_OPEN_BYTES = 1024 * 1024;
