'use strict';
// Typed door to the shared simulator (test/simulator) for the trigger tests; see simulator.d.ts.
module.exports = require('../../simulator');
