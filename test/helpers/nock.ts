import nock from 'nock';

/**
 * nock for the tests of one file: no real connection while they run, no mock left between them,
 * and nock's interceptor taken out after the last. nock patches Node's http module, which Jest
 * shares between the test files that one worker runs; left in place, it reads the whole body of
 * every later request into memory before passing the request on, so a file upload in a later
 * file would read its whole file at once.
 */
export function useNock(): void {
	// Importing nock activates it: each test file gets its own copy of the module.
	beforeAll(() => nock.disableNetConnect());
	afterEach(() => nock.cleanAll());
	afterAll(() => {
		nock.enableNetConnect();
		nock.restore();
	});
}
