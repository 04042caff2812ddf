import type { INodeParameterResourceLocator } from 'n8n-workflow';

import { fixtures } from '../../../simulator';
import { requestsOf, run, useSimulator } from '../setup';

const { ids } = fixtures;

/* The chat parameters as resource locators (From List, By ID, By Phone Number), run by the engine. */
describe('chat parameters as resource locators, run by the engine', () => {
	const sim = useSimulator();

	const rl = (mode: string, value: string | number): INodeParameterResourceLocator => ({
		__rl: true,
		mode,
		value,
	});
	const sentChatIds = () => requestsOf(sim).map((r) => (r.body as { chatId?: string }).chatId);

	it.each([
		['From List', rl('list', ids.alice), ids.alice],
		['By ID', rl('id', '120363043968066561@g.us'), '120363043968066561@g.us'],
		['By Phone Number', rl('phone', '+7 (900) 123-45-67'), '79001234567@c.us'],
		['an expression in By ID', rl('id', '={{ $json.to }}'), ids.bob],
		['an expression giving a number', rl('phone', '={{ 79001234562 }}'), ids.bob],
		["a plain string in a workflow's JSON", ids.carol, ids.carol],
		["a plain expression in a workflow's JSON", '={{ $json.to }}', ids.bob],
	])('%s sends to the chat it names', async (_label, chatId, expected) => {
		const result = await run(
			sim,
			{ resource: 'message', operation: 'sendText', chatId, message: 'hello' },
			{ items: [{ json: { to: ids.bob } }] },
		);
		expect(result.error).toBeUndefined();
		expect(sentChatIds()).toEqual([expected]);
	});

	it('reads chatIdFrom, groupId and participantChatId locators too', async () => {
		const group = await run(sim, {
			resource: 'group',
			operation: 'addParticipant',
			groupId: rl('list', ids.group),
			participantChatId: rl('phone', '+7 900 123-45-62'),
		});
		expect(group.error).toBeUndefined();
		expect(requestsOf(sim).map((r) => r.body)).toEqual([
			{ groupId: ids.group, participantChatId: ids.bob },
		]);
	});
});
