import type { AnalysisPort, Question } from '../../core/session/analysis-port.ts';
import { QUESTIONS } from '../../core/session/questions.ts';
import type { AnalysisSession } from '../../core/session/analysis-session.ts';
import { askSession } from '../../core/session/ask-session.ts';
import type { Design } from '../../core/model/design.ts';

const ports = new WeakMap<AnalysisSession, { design: Design; port: AnalysisPort }>();
const revisions = new WeakMap<AnalysisSession, number>();
let last = 0;

/**
 * The analysis the page holds (small designs), asked through its own session read with
 * `design` (the current design: the analysed tables and entities, perhaps a later workload or
 * patterns). One port per session and design; the revision is the session's (negative, so
 * never one of the worker's): an edit that needs no new analysis keeps the rows shown.
 */
export function pagePort(analysed: AnalysisSession, design: Design): AnalysisPort {
  const known = ports.get(analysed);
  if (known?.design === design) return known.port;
  let revision = revisions.get(analysed);
  if (revision === undefined) revisions.set(analysed, (revision = -++last));
  const session = analysed.withDesign(design);
  const ask =
    (question: Question) =>
    async (...args: readonly unknown[]) =>
      askSession(session, question, args);
  const port = {
    revision,
    local: session,
    // Read when first wanted: a design's summaries are made only if some view shows them.
    summary: {
      get tables() {
        return session.tables;
      },
      get findingCount() {
        return session.findingCount;
      },
      get findingCounts() {
        return session.findingCounts;
      }
    },
    ...Object.fromEntries(QUESTIONS.map((q) => [q, ask(q)]))
  } as AnalysisPort;
  ports.set(analysed, { design, port });
  return port;
}
