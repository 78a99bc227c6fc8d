/**
 * The run whose performance score is the median (the lower middle for an even count); every other figure is
 * taken from that same run, so a row never mixes runs. `performanceRuns` keeps each counted score, in order.
 */
export function medianRun(runs) {
  if (runs.length === 0) throw new Error('medianRun needs at least one run');
  const sorted = [...runs].sort((a, b) => a.performance - b.performance);
  const median = sorted[Math.floor((sorted.length - 1) / 2)];
  return { ...median, performanceRuns: runs.map((r) => r.performance) };
}
