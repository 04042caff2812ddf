'use strict';
// The next turn of Node's event loop: every promise chain that can move on has done so. The
// simulated clock of the rate-control tests waits for it before it wakes the next sleeper. Plain
// JS: it needs a Node timer.

function nextTurn() {
	return new Promise((resolve) => setImmediate(resolve));
}

module.exports = { nextTurn };
