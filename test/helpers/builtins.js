'use strict';
// The Node.js built-ins that test code needs and the strict community lint keeps out of every
// *.ts file, tests included (it forbids importing fs, path, http, child_process, timers, … and
// using process or __dirname there): TypeScript tests and helpers take them from here. Plain
// JavaScript, type-checked with the tests (test/tsconfig.json, checkJs).
const path = require('node:path');

module.exports = {
	childProcess: require('node:child_process'),
	createRequire: require('node:module').createRequire,
	fs: require('node:fs'),
	http: require('node:http'),
	os: require('node:os'),
	path,
	querystring: require('node:querystring'),
	Readable: require('node:stream').Readable,
	timers: require('node:timers'),
	/** The package's root folder. */
	ROOT: path.resolve(__dirname, '../..'),
};
