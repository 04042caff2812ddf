// What Linux's /proc tells about a process: resident memory, its peak, CPU time.
import { readFileSync, writeFileSync } from 'node:fs';

const TICKS_PER_SECOND = 100;

/**
 * @param {number} pid
 * @param {string} name
 */
function statusField(pid, name) {
	const match = new RegExp(`^${name}:\\s+(\\d+) kB`, 'm').exec(
		readFileSync(`/proc/${pid}/status`, 'utf8'),
	);
	return match ? Number(match[1]) * 1024 : undefined;
}

/** @param {number} pid */
export const rssBytes = (pid) => statusField(pid, 'VmRSS') ?? 0;
/** @param {number} pid */
export const peakRssBytes = (pid) => statusField(pid, 'VmHWM') ?? 0;

/**
 * Resets the peak (VmHWM) to the current RSS (`echo 5 > /proc/<pid>/clear_refs`, Linux ≥ 4.0).
 * @param {number} pid
 */
export function resetPeak(pid) {
	try {
		writeFileSync(`/proc/${pid}/clear_refs`, '5');
		return true;
	} catch {
		return false;
	}
}

/**
 * CPU seconds (user + system) the process has used so far.
 * @param {number} pid
 */
export function cpuSeconds(pid) {
	const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
	const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
	return (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND;
}

/**
 * Samples RSS every `everyMs` while `work` runs and also reads the kernel's peak, so a short
 * spike between samples is not missed. → { result, peak, before }
 * @template T
 * @param {number} pid
 * @param {() => Promise<T>} work
 */
export async function withPeakRss(pid, work, everyMs = 20) {
	const before = rssBytes(pid);
	const kernelPeak = resetPeak(pid);
	let sampled = before;
	const timer = setInterval(() => {
		sampled = Math.max(sampled, rssBytes(pid));
	}, everyMs);
	try {
		const result = await work();
		const peak = Math.max(sampled, rssBytes(pid), kernelPeak ? peakRssBytes(pid) : 0);
		return { result, peak, before };
	} finally {
		clearInterval(timer);
	}
}

/**
 * Waits until the process uses less than `busy` of a core over `windowMs` (at most `timeoutMs`).
 * @param {number} pid
 * @param {{ busy?: number, windowMs?: number, timeoutMs?: number }} [options]
 */
export async function settle(pid, { busy = 0.05, windowMs = 400, timeoutMs = 20000 } = {}) {
	const deadline = Date.now() + timeoutMs;
	for (;;) {
		const start = cpuSeconds(pid);
		await new Promise((r) => setTimeout(r, windowMs));
		const used = (cpuSeconds(pid) - start) / (windowMs / 1000);
		if (used < busy || Date.now() > deadline) return used;
	}
}
