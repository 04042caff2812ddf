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
	testTimeout: 20000,
};
