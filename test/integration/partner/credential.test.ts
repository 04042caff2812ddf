import { testCredential } from '../../harness/credentialTest';
import { http } from '../../helpers/builtins';
import { listenOnLoopback } from '../../helpers/loopback';
import { PARTNER_TOKEN, callsOf, createdInstance, usePartnerSimulator } from './setup';

/* The Green API Partner credential's connection test, run as n8n runs it: it lists the instances. */
describe('Green API Partner credential → connection test', () => {
	const sim = usePartnerSimulator();
	const test = async (partnerApiUrl: string, partnerToken = PARTNER_TOKEN) =>
		await testCredential('greenApiPartnerApi', { partnerApiUrl, partnerToken });

	it('succeeds with the right token, and lists the instances with it in the path', async () => {
		createdInstance(sim);
		expect(await test(sim.url)).toEqual({ status: 'OK', message: 'Connection successful!' });
		expect(callsOf(sim)).toEqual([['GET', '/partner/getInstances/{token}', 200]]);
	});

	it('succeeds for an account without instances (an empty list)', async () => {
		expect(await test(`${sim.url}/`)).toEqual({ status: 'OK', message: 'Connection successful!' });
	});

	it('drops a /v3 typed at the end of the URL: partner calls have none', async () => {
		expect((await test(`${sim.url}/v3`)).status).toBe('OK');
		expect(callsOf(sim)).toEqual([['GET', '/partner/getInstances/{token}', 200]]);
	});

	it('fails with what to do for a wrong token (HTTP 200 with {"code":401})', async () => {
		const result = await test(sim.url, 'gac.not-the-token');
		expect(result).toEqual({
			status: 'Error',
			message:
				'The partner API refused the Partner Token (it answers a wrong one with {"code":401}): copy partnerToken from the Green API console (Profile), or ask GREEN-API support for one',
		});
	});

	// n8n 1.x (whose n8n-core runs here) drops the answer from the error before the test's 404
	// rule could read it, so a 404 shows n8n's own text; n8n 2.x shows the rule's (the e2e suite).
	const NOT_FOUND = {
		status: 'Error',
		message: 'The resource you are requesting could not be found',
	};

	it('fails for a URL that serves no partner API (404)', async () => {
		expect(await test(`${sim.url}/somewhere`)).toEqual(NOT_FOUND);
		expect(callsOf(sim)).toEqual([['GET', '/somewhere/partner/getInstances/{token}', 404]]);
	});

	it('fails for a URL with a query, whose token never reaches the query', async () => {
		expect(await test(`${sim.url}/?x=1`)).toEqual(NOT_FOUND);
		expect(callsOf(sim)).toEqual([['GET', '/no-query-allowed/partner/getInstances/{token}', 404]]);
	});

	it('fails for a URL that answers with a web page, and for one where nothing listens', async () => {
		const page = await listenOnLoopback(
			http.createServer((_req, res) => {
				res.writeHead(200, { 'Content-Type': 'text/html' }).end('<html><body>Hello</body></html>');
			}),
		);
		try {
			expect(await test(page.url)).toEqual({
				status: 'Error',
				message:
					'This Partner API URL answers with a web page, not the partner API: copy partnerApiUrl from the Green API console (Profile)',
			});
		} finally {
			await page.close();
		}
		expect(await test(page.url)).toEqual({
			status: 'Error',
			message: 'The service refused the connection - perhaps it is offline',
		});
	});
});
