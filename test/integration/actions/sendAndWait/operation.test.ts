import { WAIT_INDEFINITELY, type INodeExecutionData, type INodeParameters } from 'n8n-workflow';

import { parametersOf, requestsOf, run, useSimulator } from '../../setup';

const PEER = '79001234567@c.us';
const LINK = (nodeId: string, approved: string) =>
	new RegExp(
		`^http://127\\.0\\.0\\.1:5678/webhook-waiting/101/${nodeId}\\?approved=${approved}&signature=[0-9a-f]{64}$`,
	);

/* Send and Wait for Response in n8n-core's engine: the question, its signed links, the wait. */
describe('message → sendAndWait', () => {
	const sim = useSimulator();
	const ask = parametersOf('message', 'sendAndWait', { chatId: PEER, message: 'Ship order 42?' });

	/** Runs as a saved execution runs: getSignedResumeUrl and putExecutionToWait need its ID. */
	const sendAndWait = async (fields: INodeParameters, items?: INodeExecutionData[]) =>
		await run(sim, ask(fields), { items, executionId: '101' });

	it('sends the question with signed approve and decline links, then waits', async () => {
		const {
			node,
			error,
			run: result,
		} = await sendAndWait({
			approvalOptions: { values: { approvalType: 'double', approveLabel: 'Yes' } },
		});
		expect(error).toBeUndefined();
		const [request] = requestsOf(sim);
		expect(request.path).toBe(`/v3/waInstance${sim.instance.idInstance}/sendMessage/{token}`);
		const body = request.body as { chatId: string; message: string; linkPreview: boolean };
		expect(body.chatId).toBe(PEER);
		expect(body.linkPreview).toBe(false);
		const [text, approve, decline, attribution] = body.message.split('\n\n');
		expect(text).toBe('Ship order 42?');
		expect(approve.split('\n')[0]).toBe('*Yes:*');
		expect(approve.split('\n')[1]).toMatch(LINK(node.id, 'true'));
		expect(decline.split('\n')[0]).toBe('*✗ Decline:*');
		expect(decline.split('\n')[1]).toMatch(LINK(node.id, 'false'));
		expect(attribution).toBe('_This message was sent automatically with n8n_');
		expect(result.waitTill).toEqual(WAIT_INDEFINITELY);
		expect(result.status).toBe('waiting');
		// n8n 1.x checks the links' signature only for executions marked so.
		expect((result.data as { validateSignature?: boolean }).validateSignature).toBe(true);
	});

	it('asks once per execution, with the first item, and waits the limit given', async () => {
		const { run: result } = await sendAndWait(
			{
				message: '={{ $json.q }}',
				options: {
					appendAttribution: false,
					limitWaitTime: {
						values: { limitType: 'atSpecifiedTime', maxDateAndTime: '2030-01-02T03:04:05Z' },
					},
				},
			},
			[{ json: { q: 'first?' } }, { json: { q: 'second?' } }],
		);
		const bodies = requestsOf(sim).map((r) => r.body as { message: string });
		expect(bodies).toHaveLength(1);
		expect(bodies[0].message).toMatch(/^first\?\n\n\*✓ Approve:\*\nhttp\S+$/);
		expect(result.waitTill).toEqual(new Date('2030-01-02T03:04:05Z'));
	});

	it('free text sends one Respond link to the form', async () => {
		const { node } = await sendAndWait({
			responseType: 'freeText',
			options: { messageButtonLabel: 'Answer here' },
		});
		const { message } = requestsOf(sim)[0].body as { message: string };
		const [, link] = message.split('\n\n');
		expect(link.split('\n')[0]).toBe('*Answer here:*');
		expect(link.split('\n')[1]).toMatch(LINK(node.id, 'true'));
	});

	it('URL buttons go out by sendInteractiveButtons, to personal chats only', async () => {
		const { node } = await sendAndWait({
			approvalOptions: { values: { approvalType: 'double' } },
			options: { urlButtons: true },
		});
		const [request] = requestsOf(sim);
		expect(request.path).toBe(
			`/waInstance${sim.instance.idInstance}/sendInteractiveButtons/{token}`,
		);
		const body = request.body as {
			body: string;
			footer: string;
			buttons: Array<Record<string, string>>;
		};
		expect(body.body).toBe('Ship order 42?');
		expect(body.footer).toBe('Sent automatically with n8n');
		expect(body.buttons.map((b) => [b.type, b.buttonId, b.buttonText])).toEqual([
			['url', '1', '✓ Approve'],
			['url', '2', '✗ Decline'],
		]);
		expect(body.buttons[0].url).toMatch(LINK(node.id, 'true'));
		sim.control.resetRequests();
		const group = await sendAndWait({
			chatId: '120363043968066561@g.us',
			options: { urlButtons: true },
		});
		expect(group.error?.message).toBe(
			'Chat ID "120363043968066561@g.us" is a group chat, which this operation does not accept [item 0]',
		);
		expect(requestsOf(sim)).toEqual([]);
	});

	it('refuses a wait limit that gives no date, before sending', async () => {
		const { error } = await sendAndWait({
			options: {
				limitWaitTime: { values: { limitType: 'atSpecifiedTime', maxDateAndTime: 'soon' } },
			},
		});
		expect(error?.message).toBe(
			'Could not configure Limit Wait Time: Max Date and Time "soon" is not a date [item 0]',
		);
		expect(requestsOf(sim)).toEqual([]);
	});
});
