import { describe, expect, it } from 'vitest';
import { cpuMultiplierFor } from '@/lib/perf/cpu-multiplier';

describe('cpuMultiplierFor', () => {
  it("gives Lighthouse's default 4x to a machine of the reference speed, and less to slower ones", () => {
    expect(cpuMultiplierFor(1533)).toBeCloseTo(4, 2);
    expect(cpuMultiplierFor(1300)).toBe(3);
    expect(cpuMultiplierFor(863)).toBeCloseTo(2.126, 3);
    expect(cpuMultiplierFor(800)).toBe(2);
    expect(cpuMultiplierFor(475)).toBeCloseTo(1.5, 3);
  });

  it('never speeds a very slow machine up, and rejects an index that is not a positive number', () => {
    expect(cpuMultiplierFor(100)).toBe(1);
    expect(() => cpuMultiplierFor(0)).toThrow(/positive number, got 0/);
    expect(() => cpuMultiplierFor(Number.NaN)).toThrow(/got NaN/);
  });
});
