/// <reference lib="webworker" />
// Runs analyzeDesign off the page's main thread for large designs. The page terminates and
// restarts this worker to cancel a run, so there is no cancellation protocol here.
import { analyzeDesign } from '../core/analysis/analyze-design.ts';
import { DesignReceiver, type WireDesign } from './wire-design.ts';
import { slimAnalysis } from './slim-analysis.ts';
import type { WorkerReply } from './analysis-messages.ts';

const receiver = new DesignReceiver();

self.onmessage = (event: MessageEvent<{ id: number; wire: WireDesign }>) => {
  const { id, wire } = event.data;
  const post = (reply: WorkerReply): void => self.postMessage(reply);
  try {
    const design = receiver.decode(wire);
    post({ id, kind: 'progress', phase: 'analysing' });
    const analysis = analyzeDesign(design);
    post({ id, kind: 'progress', phase: 'returning' });
    post({ id, kind: 'done', analysis: slimAnalysis(analysis) });
  } catch (e) {
    post({ id, kind: 'error', message: e instanceof Error ? e.message : String(e) });
  }
};
