/** Unit and integration tests; the end-to-end suite runs with `npm run test:e2e`. */
module.exports = {
	testEnvironment: 'node',
	roots: ['<rootDir>/test'],
	testMatch: ['**/*.test.ts', '**/*.test.js'],
	testPathIgnorePatterns: ['/node_modules/', '/test/e2e/'],
	transform: {
		'^.+\\.ts$': ['ts-jest', { tsconfig: '<rootDir>/test/tsconfig.json' }],
	},
	setupFiles: ['<rootDir>/test/setup-env.js'],
	setupFilesAfterEnv: ['<rootDir>/test/setup-assertions.js'],
	maxWorkers: 2,
	// At the end of a run a worker has no open handle left (its event loop is empty and it emits
	// 'exit' within a millisecond of Jest's end message), but a worker that loaded n8n-core holds
	// about 300 MB and Node needs about 0.6 s on a busy 2-core machine to tear it down; Jest's
	// default of 0.5 s then kills it and reports "failed to exit gracefully".
	workerGracefulExitTimeout: 5000,
	testTimeout: 20000,
};
