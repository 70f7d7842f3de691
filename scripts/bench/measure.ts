/**
 * Runs a command and measures it: wall time, and peak resident memory of its whole process tree
 * (sampled from /proc every 100 ms). Shared by the build benchmarks.
 */
import { spawn } from 'node:child_process';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

export interface Measured {
  seconds: number;
  peakMb: number;
  output: string;
}

/** Resident memory of a process and all its descendants, in bytes. */
export function treeRss(rootPid: number): number {
  const children = new Map<number, number[]>();
  let total = 0;
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const parent = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      children.set(parent, [...(children.get(parent) ?? []), Number(entry)]);
    } catch {
      /* the process ended */
    }
  }
  const walk = (pid: number) => {
    try {
      const rss = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
      total += rss ? Number(rss[1]) * 1024 : 0;
    } catch {
      /* the process ended */
    }
    for (const child of children.get(pid) ?? []) walk(child);
  };
  walk(rootPid);
  return total;
}

/** Runs `command args` in cwd; rejects with the output's tail (and the time and peak so far) if it fails. */
export function measure(command: string, args: string[], cwd: string, env: Record<string, string> = {}): Promise<Measured> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const child = spawn(command, args, { cwd, env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', ...env } });
    let output = '';
    child.stdout.on('data', (chunk) => {
      output += chunk;
    });
    child.stderr.on('data', (chunk) => {
      output += chunk;
    });
    let peak = 0;
    const timer = setInterval(() => {
      peak = Math.max(peak, treeRss(child.pid!));
    }, 100);
    child.on('close', (code, signal) => {
      clearInterval(timer);
      const seconds = (performance.now() - started) / 1000;
      const peakMb = peak / 1024 / 1024;
      if (code !== 0) {
        reject(
          new Error(
            `${command} ${args.join(' ')} failed in ${cwd} (exit ${code ?? signal}) after ${seconds.toFixed(0)} ` +
              `s, peak ${peakMb.toFixed(0)} MB:\n${output.slice(-3000)}`,
          ),
        );
      } else resolve({ seconds, peakMb, output });
    });
  });
}

/** Total bytes and number of files under a directory. */
export function dirSize(dir: string): { bytes: number; files: number } {
  let bytes = 0;
  let files = 0;
  const walk = (current: string) => {
    for (const entry of readdirSync(current, { withFileTypes: true })) {
      const full = path.join(current, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.isFile()) {
        bytes += statSync(full).size;
        files++;
      }
    }
  };
  walk(dir);
  return { bytes, files };
}
