'use strict';
// Simulator time. Everything time-dependent (queue drain, status progression, retention,
// webhook retries, long polls) is measured on this clock, so tests can move it instead of waiting.

/**
 * A fake clock: time moves only through advance() or set().
 * @param {number} [start]
 * @returns {import('./index').FakeClock}
 */
function createClock(start = Date.now()) {
	let t = Number(start);
	return {
		now: () => t,
		advance(ms) {
			t += Number(ms) || 0;
			return t;
		},
		set(ms) {
			t = Number(ms);
			return t;
		},
	};
}

/**
 * A clock that follows `base` (real time by default) from an offset that advance() and set() move.
 * pin() holds it at a time while the scheduler runs a task; unpin() lets it follow `base` again
 * without losing the time the task took (the rate limiter measures real intervals on it).
 */
function offsetClock(base = { now: Date.now }) {
	let offset = 0;
	/** @type {number | undefined} */
	let pinned;
	return {
		now: () => (pinned === undefined ? base.now() + offset : pinned),
		/** @param {number} ms */
		pin(ms) {
			pinned = ms;
		},
		unpin() {
			pinned = undefined;
		},
		advance(ms) {
			offset += Number(ms) || 0;
			return base.now() + offset;
		},
		set(ms) {
			offset = Number(ms) - base.now();
			return Number(ms);
		},
	};
}

/**
 * Timed work on the simulator clock. runDue() runs every task whose time has come, in time
 * order, each with the clock set to its own time, so a big jump still produces the timestamps
 * (and the follow-up times) of a step-by-step run.
 */
function createScheduler(clock) {
	const tasks = [];
	const hooks = [];
	let seq = 0;
	let running = false;
	let lastTarget = clock.now();

	function earliest(target) {
		let best = null;
		for (const t of tasks) {
			if (t.time > target) continue;
			if (!best || t.time < best.time || (t.time === best.time && t.seq < best.seq)) best = t;
		}
		return best;
	}

	function runDue() {
		if (running) return;
		running = true;
		try {
			const target = clock.now();
			let cursor = Math.min(lastTarget, target);
			let ran = false;
			for (let task = earliest(target); task; task = earliest(target)) {
				tasks.splice(tasks.indexOf(task), 1);
				cursor = Math.max(cursor, task.time);
				if (clock.pin) clock.pin(cursor);
				else clock.set(cursor);
				guard(task.fn);
				ran = true;
			}
			if (ran && clock.unpin) clock.unpin();
			else if (ran) clock.set(target);
			lastTarget = target;
			for (const hook of hooks) guard(hook);
		} finally {
			running = false;
		}
	}

	return {
		at(time, fn) {
			tasks.push({ time, seq: seq++, fn });
		},
		after(ms, fn) {
			tasks.push({ time: clock.now() + ms, seq: seq++, fn });
		},
		/** Work to do after every run (pruning, kicking the webhook sender). */
		onTick(fn) {
			hooks.push(fn);
		},
		runDue,
		clear() {
			tasks.length = 0;
		},
	};
}

function guard(fn) {
	try {
		fn();
	} catch (err) {
		console.error('[simulator] scheduled work failed:', err);
	}
}

module.exports = { createClock, offsetClock, createScheduler };
