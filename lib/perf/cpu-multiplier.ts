/**
 * The CPU slowdown that makes this machine stand in for Lighthouse's reference phone, from its
 * benchmark index, following the calibration table Lighthouse's throttling guide links to:
 * 4x is right for a machine that scores about 1,533; a slower machine needs less slowdown.
 */
export function cpuMultiplierFor(benchmarkIndex: number): number {
  if (!Number.isFinite(benchmarkIndex) || benchmarkIndex <= 0) throw new Error(`cpuMultiplierFor: benchmark index must be a positive number, got ${benchmarkIndex}`);
  if (benchmarkIndex >= 1300) return 3 + (benchmarkIndex - 1300) / 233;
  if (benchmarkIndex >= 800) return 2 + (benchmarkIndex - 800) / 500;
  return Math.max(1, 1 + (benchmarkIndex - 150) / 650);
}
