/**
 * AnalysisSession's methods that the studio does not ask through AnalysisPort: a session made
 * from another (`withDesign`), answers that are not plain data (`graphs`: an object with
 * methods), work the worker schedules itself (`prepareHeat`) or does when it lets an analysis
 * go (`letGo`), what the analysis run reports
 * (`summary`) and pattern runs, which only the CLI and lessons read. Every other method is a
 * question, in both modes, with no further plumbing (see `QUESTIONS`).
 */
export const NOT_QUESTIONS = [
  'constructor',
  'withDesign',
  'patternRuns',
  'prepareHeat',
  'letGo',
  'graphs',
  'summary'
] as const;
