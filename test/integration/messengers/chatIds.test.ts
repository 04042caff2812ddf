import type { INodeParameters } from 'n8n-workflow';

import { fixtures } from '../../../simulator';
import { requestsOf, run, type Simulator, useSimulator } from '../setup';

/*
 * Chat IDs per messenger: MAX and Telegram numbers go to the service exactly as given (a string,
 * the minus kept, never through a JavaScript number), `<phone>@c.us` names a phone number;
 * WhatsApp's rules are unchanged. Every refusal comes before any request.
 */

const { alice, group } = fixtures.numericIds;
const sendText = (chatId: unknown): INodeParameters => ({
	resource: 'message',
	operation: 'sendText',
	chatId: chatId as string,
	message: 'Hi',
});
const rl = (mode: string, value: string) => ({ __rl: true, mode, value });

async function expectRefusedOn(sim: Simulator, parameters: INodeParameters, message: string) {
	sim.control.resetRequests();
	const result = await run(sim, parameters);
	expect(result.error?.message).toBe(`${message} [item 0]`);
	expect(sim.control.requests()).toEqual([]);
	return result;
}

describe.each(['max', 'telegram'] as const)('chat IDs on a %s instance', (messenger) => {
	const label = messenger === 'max' ? 'MAX' : 'Telegram';
	const sim = useSimulator({ messenger });

	it.each([
		['a person, From List', rl('list', alice), alice],
		['a group, By ID, with spaces around', rl('id', ` ${group} `), group],
		['a plain string (workflow JSON)', alice, alice],
		['a number from an expression', `={{ ${Number(alice)} }}`, alice],
		['a negative number from an expression', `={{ ${Number(group)} }}`, group],
		['a phone number, By Phone Number', rl('phone', '+7 (900) 123-45-62'), '79001234562@c.us'],
		['a phone number written with +', '+7 900 123-45-62', '79001234562@c.us'],
		['the <phone>@c.us form', '79001234562@c.us', '79001234562@c.us'],
	])('%s is sent as %s expects', async (_label, chatId, sent) => {
		const result = await run(sim, sendText(chatId));
		expect(result.error).toBeUndefined();
		expect(requestsOf(sim)[0].body).toEqual({ chatId: sent, message: 'Hi' });
		expect(typeof (requestsOf(sim)[0].body as { chatId: unknown }).chatId).toBe('string');
	});

	it('keeps a message ID the service gave (18 digits on MAX) intact through an expression', async () => {
		const incoming = sim.control.injectIncoming({ chatId: group, sender: alice, text: 'Hello' });
		const idMessage = incoming.idMessage as string;
		if (messenger === 'max') expect(idMessage).toMatch(/^\d{18}$/);
		const result = await run(
			sim,
			{
				resource: 'history',
				operation: 'getMessage',
				chatId: '={{ $json.senderData.chatId }}',
				messageId: '={{ $json.idMessage }}',
			},
			{ items: [{ json: incoming as never }] },
		);
		expect(result.error).toBeUndefined();
		expect(requestsOf(sim)[0].body).toEqual({ chatId: group, idMessage });
		expect(result.items[0].json).toMatchObject({ idMessage, chatId: group });
	});

	it.each([
		['a WhatsApp group', '120363043968066561@g.us'],
		['a WhatsApp @lid', '123456789012345@lid'],
		['a name', 'alice'],
	])('refuses %s, naming the forms it takes', async (_what, chatId) => {
		const result = await expectRefusedOn(
			sim,
			sendText(chatId),
			`Chat ID "${chatId}" is not a ${label} chat ID or phone number`,
		);
		expect(result.error?.description).toBe(
			`${label} chat IDs are numbers: 10000000 for a person, -10000000000000 for a group (as the trigger gives chatId), or a phone number with country code, sent as <digits>@c.us.`,
		);
	});

	it('refuses a number that lost digits on its way through JavaScript', async () => {
		await expectRefusedOn(
			sim,
			sendText('={{ 115689763107266127 }}'),
			'Chat ID must be text (a chat ID or phone number); got a number too large to hold every digit',
		);
		await expectRefusedOn(
			sim,
			{
				resource: 'message',
				operation: 'delete',
				chatId: alice,
				messageId: '={{ 115689763107266127 }}',
			},
			'Message ID came as the number 115689763107266130, which cannot hold every digit of an ID',
		);
		await expectRefusedOn(
			sim,
			{
				resource: 'message',
				operation: 'forward',
				chatId: alice,
				chatIdFrom: group,
				messageIds: '={{ [115689763107266127] }}',
			},
			'Message IDs came as the number 115689763107266130, which cannot hold every digit of an ID',
		);
	});

	it('group operations take the negative ID and refuse a person', async () => {
		const get = { resource: 'group', operation: 'get' };
		const result = await run(sim, { ...get, groupId: rl('list', group) });
		expect(result.error).toBeUndefined();
		expect(requestsOf(sim)[0].body).toEqual({ groupId: group });
		await expectRefusedOn(
			sim,
			{ ...get, groupId: alice },
			`Group ID "${alice}" is not a ${label} group chat ID`,
		);
	});

	it('person-only operations refuse a group', async () => {
		await expectRefusedOn(
			sim,
			{ resource: 'contact', operation: 'getInfo', chatId: group },
			`Chat ID "${group}" is a group chat, which this operation does not accept`,
		);
		await expectRefusedOn(
			sim,
			{ resource: 'group', operation: 'addParticipant', groupId: group, participantChatId: group },
			`Participant Chat ID "${group}" is a group chat, which this operation does not accept`,
		);
	});
});

describe('Auto-detect', () => {
	const sim = useSimulator({ messenger: 'max' });

	it('applies the chat ID rules of the messenger it found', async () => {
		const result = await run(sim, sendText(group), { credentials: { messenger: 'auto' } });
		expect(result.error).toBeUndefined();
		expect(sim.control.requests().map((r) => [r.method, r.body])).toEqual([
			['getSettings', null],
			['sendMessage', { chatId: group, message: 'Hi' }],
		]);
	});
});

describe('chat IDs on a WhatsApp instance: unchanged', () => {
	const sim = useSimulator({ messenger: 'whatsapp' });

	it('a bare number is a phone number, and a negative one no chat', async () => {
		sim.control.resetRequests();
		await run(sim, sendText('79001234561'));
		expect(requestsOf(sim)[0].body).toEqual({ chatId: '79001234561@c.us', message: 'Hi' });
		await expectRefusedOn(
			sim,
			sendText('-10000000000000'),
			'Chat ID "-10000000000000" is not a chat ID or phone number',
		);
		await expectRefusedOn(
			sim,
			{ resource: 'group', operation: 'get', groupId: '-10000000000000' },
			'Group ID "-10000000000000" is not a group chat ID',
		);
	});
});
