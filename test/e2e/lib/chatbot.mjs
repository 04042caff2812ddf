// What a chatbot uses besides sending, on a WhatsApp instance of its own (the suite's 12-digit
// instance ID and token, so the last scan covers it): the chats and the address book
// (addressBook.mjs), the queue counts (queueCounts.mjs), logging in by pairing code and the
// PassKey answer (login.mjs), "typing…" before a reply (typingReply.mjs), and Rotate API Token
// kept from AI agents (toolRefusal.mjs).
import sim from '../../../simulator/index.js';
import { addressBookWorkflows, runChats, runContacts } from './addressBook.mjs';
import { ID_INSTANCE, SECRET_TOKEN, credential } from './fixtures.mjs';
import { loginWorkflows, runLogin } from './login.mjs';
import { queueWorkflow, runQueueCounts } from './queueCounts.mjs';
import { toolRefusalWorkflows } from './toolRefusal.mjs';
import { runTypingReply, typingReplyWorkflow } from './typingReply.mjs';

/** @typedef {import('./types.js').Credential} Credential */
/** @typedef {import('./types.js').Workflow} Workflow */

/**
 * Starts the instance and makes its credential and workflows for import.
 * @param {{ openAi: Credential }} creds the model stand-in's credential, for the agent workflows
 */
export async function chatbotSetup({ openAi }) {
	const simulator = await sim.start({
		instance: { idInstance: ID_INSTANCE, apiTokenInstance: SECRET_TOKEN },
	});
	const greenApi = credential('greenApiChatbot1', 'Green API chatbot', simulator);
	const book = addressBookWorkflows(greenApi);
	const queue = queueWorkflow(greenApi);
	const login = loginWorkflows(greenApi);
	const typing = typingReplyWorkflow(greenApi);
	const tools = toolRefusalWorkflows({ greenApi, openAi });
	/** The workflows started by a webhook, active while the scenarios run. */
	const hooked = [book.chats, book.contacts, queue, ...Object.values(login)];
	return {
		simulator,
		control: simulator.control,
		credentials: [greenApi],
		workflows: [...hooked, typing, ...Object.values(tools)],
		book,
		queue,
		login,
		typing,
		tools,
		hooked,
		close: () => simulator.close(),
	};
}

/**
 * @typedef {object} ChatbotRun
 * @property {import('./n8n.mjs').N8n} n8n
 * @property {Awaited<ReturnType<typeof chatbotSetup>>} setup
 * @property {import('./types.js').SuiteState} state
 * @property {import('./types.js').ScenarioContext['shape']} shape
 */

/** @param {ChatbotRun} run */
export async function runChatbot({ n8n, setup, state, shape }) {
	const ctx = { n8n, control: setup.control, state, shape };
	await Promise.all(setup.hooked.map((workflow) => n8n.activate(workflow.id)));
	await runChats(ctx, setup.book.chats);
	await runContacts(ctx, setup.book.contacts);
	await runQueueCounts({ ...ctx, simulator: setup.simulator }, setup.queue);
	await runLogin(ctx, setup.login);
	await Promise.all(setup.hooked.map((workflow) => n8n.deactivate(workflow.id)));
	await runTypingReply(ctx, setup.typing);
}
