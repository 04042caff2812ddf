import type { INodeParameters } from 'n8n-workflow';

import { run, useSimulator } from '../setup';

const PEER = '79001234567@c.us';
const text = (fields: INodeParameters): INodeParameters => ({
	resource: 'message',
	operation: 'sendText',
	chatId: PEER,
	message: 'hi',
	...fields,
});
const contact = (fields: INodeParameters): INodeParameters => ({
	resource: 'message',
	operation: 'sendContact',
	chatId: PEER,
	phoneContact: 79001234567,
	firstName: 'Ann',
	middleName: '',
	lastName: '',
	company: '',
	...fields,
});
const forward = (fields: INodeParameters): INodeParameters => ({
	resource: 'message',
	operation: 'forward',
	chatId: PEER,
	chatIdFrom: '79007654321@c.us',
	messageIds: 'AAA1',
	...fields,
});
const voice = (fields: INodeParameters): INodeParameters => ({
	resource: 'status',
	operation: 'sendVoice',
	urlFile: 'https://files.example.test/v.mp3',
	fileName: 'v.mp3',
	...fields,
});

/** [rule, parameters, exact error message, a phrase of the fix] — each must stop before any request. */
const RULES: Array<[string, INodeParameters, string, RegExp]> = [
	[
		'empty chat ID (from an expression)',
		text({ chatId: '={{ $json.missing ?? "" }}' }),
		'Chat ID is empty',
		/Enter a chat ID/,
	],
	[
		'malformed chat ID',
		text({ chatId: 'bob' }),
		'Chat ID "bob" is not a chat ID or phone number',
		/@c\.us/,
	],
	['empty message', text({ message: '   ' }), 'Message is empty', /Enter the Message/],
	[
		'message over 20000 characters',
		text({ message: 'x'.repeat(20001) }),
		'Message is 20001 characters long; the service accepts at most 20000',
		/Shorten Message/,
	],
	[
		'typing time below 1000 ms',
		text({ additionalFields: { typingTime: 999 } }),
		'Typing Time must be a whole number from 1000 to 20000 milliseconds; got 999',
		/between 1000 and 20000/,
	],
	[
		'typing time above 20000 ms',
		contact({ additionalFields: { typingTime: 20001 } }),
		'Typing Time must be a whole number from 1000 to 20000 milliseconds; got 20001',
		/between 1000 and 20000/,
	],
	[
		'JSON body over 100 KB',
		text({ message: 'ж'.repeat(19000), additionalFields: { quotedMessageId: 'Q'.repeat(70000) } }),
		'The request body is 106 KB; the service accepts at most 100 KB',
		/Shorten/,
	],
	[
		'phoneContact of 10 digits',
		contact({ phoneContact: 7900123456 }),
		'Phone Contact must be 11 or 12 digits; got 7900123456',
		/international format/,
	],
	[
		'phoneContact of 13 digits',
		contact({ phoneContact: 7900123456789 }),
		'Phone Contact must be 11 or 12 digits; got 7900123456789',
		/international format/,
	],
	[
		'phoneContact not a safe integer',
		contact({ phoneContact: Number.MAX_SAFE_INTEGER + 2 }),
		'Phone Contact must be 11 or 12 digits; got 9007199254740992',
		/international format/,
	],
	[
		'phoneContact missing',
		contact({ phoneContact: 0 }),
		'Phone Contact must be 11 or 12 digits; got 0',
		/international format/,
	],
	[
		'contact without any name',
		contact({ firstName: ' ' }),
		'The contact has no name',
		/at least one of First Name, Middle Name, Last Name or Company/,
	],
	[
		'empty messageIds',
		forward({ messageIds: ' , ' }),
		'Message IDs is empty',
		/at least one message ID/,
	],
	[
		'forward typing time above 20 s',
		forward({ additionalFields: { typingTime: 21 } }),
		'Typing Time must be a whole number from 1 to 20 seconds; got 21',
		/between 1 and 20 seconds/,
	],
	[
		'bad chatIdFrom',
		forward({ chatIdFrom: 'x@y' }),
		'From Chat ID "x@y" is not a chat ID or phone number',
		/@g\.us/,
	],
	[
		'group chat to getContactInfo',
		{ resource: 'contact', operation: 'getInfo', chatId: '120363043968066561@g.us' },
		'Chat ID "120363043968066561@g.us" is a group chat, which this operation does not accept',
		/does not support group chats/,
	],
	[
		'history limit 0',
		{ resource: 'history', operation: 'getChat', chatId: PEER, limit: 0 },
		'Limit must be a whole number from 1 to 9007199254740991; got 0',
		/Set Limit/,
	],
	[
		'statuses minutes 0',
		{ resource: 'status', operation: 'getOutgoing', minutes: 0 },
		'Minutes must be a whole number from 1 to 9007199254740991; got 0',
		/Set Minutes/,
	],
	[
		'voice fileName not .mp3/.wav',
		voice({ fileName: 'v.ogg' }),
		'File Name "v.ogg" must end with .mp3 or .wav',
		/MP3/,
	],
	[
		'voice urlFile not http',
		voice({ urlFile: 'ftp://x/v.mp3' }),
		'File URL "ftp://x/v.mp3" is not an http(s) link',
		/direct link/,
	],
	[
		'voice backgroundColor not #RRGGBB',
		voice({ additionalFields: { backgroundColor: 'green' } }),
		'Background Color "green" is not a #RRGGBB color',
		/hex color such as #/,
	],
	[
		'an array Chat ID from an expression',
		text({ chatId: '={{ ["79001234567@c.us"] }}' }),
		'Chat ID must be text (a chat ID or phone number); got an array',
		/pick one value/,
	],
	[
		'an object Chat ID in a resource locator',
		text({ chatId: { __rl: true, mode: 'id', value: '={{ { id: 1 } }}' } }),
		'Chat ID must be text (a chat ID or phone number); got an object',
		/pick one value/,
	],
	[
		'an object Message from an expression',
		text({ message: '={{ { text: "hi" } }}' }),
		'Message must be text; got an object',
		/JSON\.stringify/,
	],
	[
		'an array Group ID from an expression',
		{ resource: 'group', operation: 'get', groupId: '={{ [1, 2] }}' },
		'Group ID must be text; got an array',
		/@g\.us/,
	],
	[
		'voice participant not a personal chat',
		voice({ additionalFields: { participants: '79001234567, 120363043968066561@g.us' } }),
		'Participants "120363043968066561@g.us" is a group chat, which this operation does not accept',
		/personal chat IDs/,
	],
];

describe('validation before sending', () => {
	const sim = useSimulator();

	it.each(RULES)('%s', async (_rule, parameters, message, fix) => {
		const { error } = await run(sim, parameters);
		expect(error?.message).toBe(`${message} [item 0]`);
		expect(error?.description).toMatch(fix);
		expect(sim.control.requests()).toEqual([]);
	});

	it('a credential with a non-numeric instance ID is refused before any request', async () => {
		const { error } = await run(sim, text({}), { credentials: { idInstance: 'abc' } });
		expect(error?.message).toBe('The credential’s Instance ID must contain digits only [item 0]');
		expect(sim.control.requests()).toEqual([]);
	});

	it.each([
		['={{ 42 }}', '42'],
		['={{ true }}', 'true'],
		['={{ 0 }}', '0'],
	])('a Message %s from an expression is sent as the text %j', async (message, sent) => {
		const { error } = await run(sim, text({ message }));
		expect(error).toBeUndefined();
		expect(sim.control.requests()[0].body).toEqual({ chatId: PEER, message: sent });
	});

	it('messageIds also accepts an array from an expression', async () => {
		const { error } = await run(sim, forward({ messageIds: '={{ ["AAA1", "BBB2"] }}' }));
		expect(error).toBeUndefined();
		expect(sim.control.requests()[0].body).toMatchObject({ messages: ['AAA1', 'BBB2'] });
	});
});
