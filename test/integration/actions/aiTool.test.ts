import type { INodeExecutionData, INodeParameters } from 'n8n-workflow';

import { runNode } from '../../harness/engine';
import { ALICE, credentialsOf, expectNoToken, run, useSimulator } from '../setup';

/*
 * The node as an AI agent's tool (n8n gives it the type greenApiTool): a refused or failed call
 * comes back as the tool's result, which n8n hands to the model, naming the field and the fix and
 * free of the token, with no On Error setting. The action node itself keeps n8n's error policy.
 */

const sim = useSimulator();
const send = (chatId: string): INodeParameters => ({
	resource: 'message',
	operation: 'sendText',
	chatId,
	message: 'Hello',
	additionalFields: {},
});

const asTool = async (parameters: INodeParameters, items: INodeExecutionData[] = [{ json: {} }]) =>
	await runNode({ type: 'greenApiTool', parameters, credentials: credentialsOf(sim), items });

it('a refused call is the tool’s result, with the fix and no request', async () => {
	const result = await asTool(send('the Smiths'));
	expect(result.error).toBeUndefined();
	expect(result.items).toEqual([
		{
			json: {
				error: 'Chat ID "the Smiths" is not a chat ID or phone number',
				description: expect.stringContaining('@c.us'),
			},
			pairedItem: { item: 0 },
		},
	]);
	expect(sim.control.requests()).toEqual([]);
});

it('a call the service refuses is the tool’s result too, without the token', async () => {
	const result = await runNode({
		type: 'greenApiTool',
		parameters: send(ALICE),
		credentials: credentialsOf(sim, { apiTokenInstance: 'wrong/token' }),
	});
	expect(result.error).toBeUndefined();
	const [item] = result.items;
	expect(item.json.error).toMatch(/401/);
	expect(item.json.description).toMatch(/token/i);
	expect(JSON.stringify(result.items)).not.toContain('wrong/token');
	expectNoToken(result);
});

it('each call of the model stands alone: a refused one does not stop the next', async () => {
	const result = await asTool({ ...send('={{ $json.chat }}') }, [
		{ json: { chat: 'nobody' } },
		{ json: { chat: ALICE } },
	]);
	expect(result.items.map((item) => Object.keys(item.json))).toEqual([
		['error', 'description'],
		['idMessage'],
	]);
	expect(sim.control.requests().map((request) => request.method)).toEqual(['sendMessage']);
});

it('the action node still stops on the same refusal', async () => {
	const result = await run(sim, send('the Smiths'));
	expect(result.items).toEqual([]);
	expect(result.error?.message).toBe(
		'Chat ID "the Smiths" is not a chat ID or phone number [item 0]',
	);
});
