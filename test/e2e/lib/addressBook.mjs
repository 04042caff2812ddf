// The chats and the address book as a CRM keeps them in step: Contact → Get Chats lists the
// account's chats, newest activity first; a contact is created, renamed and deleted by phone
// number, each step read back with Get Info, in one run; a group chat is refused before any
// request.
import assert from 'node:assert/strict';
import { setTimeout as sleep } from 'node:timers/promises';

import sim from '../../../simulator/index.js';
import { ID_INSTANCE } from './fixtures.mjs';
import { errorOf, outputsOf, webhookChain } from './chainRun.mjs';
import { runWorkflow } from './scenarios.mjs';

/** @typedef {import('./types.js').Credential} Credential */
/** @typedef {import('./types.js').ScenarioContext} ScenarioContext */
/** @typedef {import('./types.js').Workflow} Workflow */
/** @typedef {Pick<ScenarioContext, 'control' | 'state' | 'shape'> & { n8n: import('./n8n.mjs').N8n }} ChatbotContext */

const { alice, bob, carol, group } = sim.fixtures.ids;
/** Carol's number as a CRM writes it; she is not in the phone book yet. */
const CAROL_PHONE = '+7 900 123-45-63';
const PHONE = "={{ $('Webhook').item.json.body.phone }}";
const byPhone = { __rl: true, mode: 'phone', value: PHONE };
/** @param {string} operation */
const contact = (operation) => ({ resource: 'contact', operation, chatId: byPhone });
const readBack = contact('getInfo');

/** @param {Credential} cred */
export function addressBookWorkflows(cred) {
	return {
		chats: webhookChain(
			'e2eChatbotChats1',
			'e2e-chatbot-chats',
			[['Get Chats', { resource: 'contact', operation: 'getChats', returnAll: false, limit: 2 }]],
			cred,
		),
		contacts: webhookChain(
			'e2eChatbotCntct1',
			'e2e-chatbot-contacts',
			[
				[
					'Create',
					{
						...contact('create'),
						firstName: "={{ $('Webhook').item.json.body.firstName }}",
						lastName: 'White',
						additionalFields: { saveInAddressbook: true },
					},
				],
				['Created', readBack],
				['Update', { ...contact('update'), firstName: 'Caroline', lastName: 'White' }],
				['Updated', readBack],
				['Delete', contact('delete')],
				['Deleted', readBack],
			],
			cred,
		),
	};
}

/** @param {string} method */
const path = (method) => `/waInstance${ID_INSTANCE}/${method}/{token}`;

/**
 * @param {string} method
 * @param {unknown} body
 */
const posted = (method, body) => ({
	httpMethod: 'POST',
	path: path(method),
	query: {},
	body,
	status: 200,
});

/**
 * Get Chats with a Limit of 2: the two chats written to last, newest first, in the flat fields
 * every messenger gives (chatId, name, type) before WhatsApp's own.
 * @param {ChatbotContext} ctx
 * @param {Workflow} workflow
 */
export async function runChats(ctx, workflow) {
	ctx.control.injectIncoming({ chatId: bob, text: 'Is the order ready?' });
	// A later message, so Alice's chat is the most recent one.
	await sleep(5);
	ctx.control.injectIncoming({ chatId: alice, text: 'Can I change the time?' });
	const result = await runWorkflow(ctx, workflow);
	/** @param {string} chatId @param {string} name */
	const person = (chatId, name) => ({
		chatId,
		name,
		type: 'user',
		archive: false,
		id: chatId,
		ephemeralExpiration: 0,
		ephemeralSettingTimestamp: 0,
	});
	assert.deepEqual(outputsOf(result)('Get Chats'), [
		person(alice, 'Alice Smith'),
		person(bob, 'Bob Jones'),
	]);
	assert.deepEqual(result.requests.map(ctx.shape), [
		{ httpMethod: 'GET', path: path('getChats'), query: { count: '2' }, body: null, status: 200 },
	]);
}

/**
 * Create, Get Info, Update, Get Info, Delete, Get Info in one run, by Carol's phone number; then
 * a group chat, which the first node refuses before any request.
 * @param {ChatbotContext} ctx
 * @param {Workflow} workflow
 */
export async function runContacts(ctx, workflow) {
	const result = await runWorkflow(ctx, workflow, { phone: CAROL_PHONE, firstName: 'Carol' });
	const items = outputsOf(result);
	assert.deepEqual(items('Create'), [{ addContact: true, chatId: carol }]);
	assert.deepEqual(items('Update'), [{ editContact: true, chatId: carol }]);
	assert.deepEqual(items('Delete'), [{ deleteContact: true, chatId: carol }]);
	assert.deepEqual(
		['Created', 'Updated', 'Deleted'].map((node) => {
			const [info] = items(node);
			return [info.chatId, info.name, info.contactName];
		}),
		[
			[carol, 'Carol', 'Carol White'],
			[carol, 'Carol', 'Caroline White'],
			[carol, 'Carol', ''],
		],
		'the phone book name after each step',
	);
	const names = { chatId: carol, lastName: 'White' };
	assert.deepEqual(result.requests.map(ctx.shape), [
		posted('addContact', { ...names, firstName: 'Carol', saveInAddressbook: true }),
		posted('getContactInfo', { chatId: carol }),
		posted('editContact', { ...names, firstName: 'Caroline' }),
		posted('getContactInfo', { chatId: carol }),
		posted('deleteContact', { chatId: carol }),
		posted('getContactInfo', { chatId: carol }),
	]);

	const refused = await runWorkflow(ctx, workflow, { phone: group, firstName: 'Team' });
	const error = errorOf(refused);
	assert.deepEqual(error, {
		message: `Chat ID "${group}" is a group chat, which this operation does not accept [item 0]`,
		description: 'A contact is a person’s phone number: use 79001234567@c.us or the phone number.',
		node: 'Create',
	});
	assert.deepEqual(refused.requests, [], 'no request for a group');
}
