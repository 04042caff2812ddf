// Every test must assert something: a test without an assertion cannot fail.
beforeEach(() => {
	expect.hasAssertions();
});
