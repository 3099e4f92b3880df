// @ts-check
// Resource use of a process and its children, read from /proc (Linux).
import { readFileSync, readdirSync } from "node:fs";

/** Clock ticks per second of /proc/<pid>/stat times; 100 on Linux. */
const CLOCK_TICKS_PER_S = 100;

/**
 * Fields of /proc/<pid>/stat after the command name.
 * @param {number | string} pid
 */
function statFields(pid) {
  const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
  return stat.slice(stat.lastIndexOf(")") + 2).split(" ");
}

/**
 * A process and its direct children (nginx's workers).
 * @param {number} pid
 */
function processTree(pid) {
  const children = readdirSync("/proc")
    .filter((entry) => /^\d+$/.test(entry))
    .filter((entry) => {
      try {
        return Number(statFields(entry)[1]) === pid;
      } catch {
        return false;
      }
    })
    .map(Number);
  return [pid, ...children];
}

/**
 * Resident memory of a process and its children, in MiB.
 * @param {number} pid
 */
export function rssMiB(pid) {
  const kib = processTree(pid).reduce((sum, id) => {
    const status = readFileSync(`/proc/${id}/status`, "utf8");
    return sum + Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  }, 0);
  return kib / 1024;
}

/**
 * CPU time (user + system) used so far by a process and its children, in ms.
 * @param {number} pid
 */
export function cpuMs(pid) {
  const ticks = processTree(pid).reduce((sum, id) => {
    const fields = statFields(id);
    return sum + Number(fields[11]) + Number(fields[12]);
  }, 0);
  return (ticks * 1000) / CLOCK_TICKS_PER_S;
}
