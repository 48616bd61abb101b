import type { AnalysisPort } from '../../core/session/analysis-port.ts';

/**
 * `ask` the newest analysis: a port answers null when the worker moved on to a newer analysis
 * while the question waited (a Jump pressed as an edit is analysed), and the question is then
 * asked again of the port that replaced it. The worker posts an analysis before it answers the
 * questions that waited behind it, so by the time the null arrives `newest` is the newer port.
 * Null when the port asked is still the newest: nothing to ask, or the worker went away.
 */
export async function askNewest<T>(
  newest: () => AnalysisPort | null,
  ask: (port: AnalysisPort) => Promise<T | null>
): Promise<T | null> {
  let port = newest();
  while (port) {
    const answer = await ask(port);
    if (answer !== null) return answer;
    const next = newest();
    if (next === port) return null;
    port = next;
  }
  return null;
}
