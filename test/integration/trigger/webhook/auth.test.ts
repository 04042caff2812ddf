import axios from 'axios';

import { fixtures } from '../../../../simulator';
import { delivered, itemsOf, useListening, type Listening } from './listen';

const { alice } = fixtures.ids;

const start = useListening();

function secret(listening: Listening): string {
	return listening.production.staticData.webhookSecret as string;
}

describe('webhook() authentication, fed by the simulator', () => {
	it('accepts the header the service sends for our bare secret', async () => {
		const listening = await start();
		listening.sim.control.injectIncoming({ chatId: alice, text: 'hi' });

		const [exchange] = await delivered(listening, 1);

		expect(exchange.headers.authorization).toBe(`Bearer ${secret(listening)}`);
		expect(exchange.status).toBe(200);
		expect(itemsOf(exchange)).toHaveLength(1);
	});

	it('accepts a token the instance holds in its Bearer form', async () => {
		const listening = await start();
		listening.sim.control.setSettings({ webhookUrlToken: `Bearer ${secret(listening)}` });
		listening.sim.control.injectIncoming({ chatId: alice, text: 'hi' });

		const [exchange] = await delivered(listening, 1);

		expect(exchange.status).toBe(200);
		expect(itemsOf(exchange)).toHaveLength(1);
	});

	it.each([
		['no token (no header)', () => '', () => undefined],
		['another secret', () => 'f'.repeat(64), () => `Bearer ${'f'.repeat(64)}`],
		['the Basic scheme', (ours: string) => `Basic ${ours}`, (ours: string) => `Basic ${ours}`],
		[
			'a truncated secret',
			(ours: string) => ours.slice(0, -1),
			(ours: string) => `Bearer ${ours.slice(0, -1)}`,
		],
		['a padded secret', (ours: string) => `${ours}0`, (ours: string) => `Bearer ${ours}0`],
		[
			'the secret in another case',
			(ours: string) => ours.toUpperCase(),
			(ours: string) => `Bearer ${ours.toUpperCase()}`,
		],
	])('answers 401 and starts nothing for %s', async (_case, token, header) => {
		const listening = await start();
		listening.sim.control.setSettings({ webhookUrlToken: token(secret(listening)) });
		listening.sim.control.injectIncoming({ chatId: alice, text: 'hi' });

		const [exchange] = await delivered(listening, 1);

		expect(exchange.headers.authorization).toBe(header(secret(listening)));
		expect(exchange.nodeCalled).toBe(true);
		expect(exchange.status).toBe(401);
		expect(exchange.response).toEqual({ message: 'Unauthorized' });
		expect(exchange.result).toEqual({ noWebhookResponse: true });
		expect(itemsOf(exchange)).toEqual([]);
	});

	it('answers 401 when the stored secret is no string (static data damaged), whatever the header', async () => {
		const listening = await start();
		listening.production.staticData.webhookSecret = { damaged: true };
		const body = {
			typeWebhook: 'quotaExceeded',
			instanceData: { idInstance: Number(listening.sim.instance.idInstance) },
		};
		for (const authorization of ['Bearer [object Object]', 'Bearer undefined', 'Bearer '])
			expect(
				(
					await axios.post(listening.prodUrl, body, {
						headers: { authorization },
						validateStatus: () => true,
					})
				).status,
			).toBe(401);
		expect(listening.receiver.exchanges().map(itemsOf).flat()).toEqual([]);
	});

	it('takes the re-sent notification once the instance holds our secret again', async () => {
		const listening = await start();
		listening.sim.control.setSettings({ webhookUrlToken: 'stale' });
		const sent = listening.sim.control.injectIncoming({ chatId: alice, text: 'hi' });
		await delivered(listening, 1);

		listening.sim.control.setSettings({ webhookUrlToken: secret(listening) });
		listening.sim.control.advance(60000);
		const [first, retry] = await delivered(listening, 2);

		expect(first.status).toBe(401);
		expect(retry.status).toBe(200);
		expect(itemsOf(retry)[0]).toMatchObject({ idMessage: sent.idMessage, text: 'hi' });
	});

	it('matches the scheme word without regard to case (sent directly: the simulator writes "Bearer")', async () => {
		const listening = await start();
		const body = {
			typeWebhook: 'quotaExceeded',
			instanceData: { idInstance: Number(listening.sim.instance.idInstance) },
		};
		listening.production.parameters.events = ['quotaExceeded'];
		const post = async (authorization: string) =>
			await axios.post(listening.prodUrl, body, {
				headers: { authorization },
				validateStatus: () => true,
			});

		expect((await post(`bearer ${secret(listening)}`)).status).toBe(200);
		expect((await post(`BEARER ${secret(listening)}`)).status).toBe(200);
		expect((await post(`Bearer  ${secret(listening)}`)).status).toBe(401);
		expect(
			listening.receiver
				.exchanges()
				.map(itemsOf)
				.map((items) => items.length),
		).toEqual([1, 1, 0]);
	});
});
