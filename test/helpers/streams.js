// Node.js streams for tests: TypeScript files under test/ may not import Node built-ins
// (the community lint rule), so they take them from here.
const { Readable } = require('node:stream');

module.exports = { Readable };
