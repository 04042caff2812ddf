import { fixtures } from '../../../simulator';
import { useSimulator } from '../setup';
import { OPERATIONS, runCall } from './operations';

const { alice } = fixtures.ids;

/** The operations that offer Options → Verify Quoted Message. */
const QUOTING = OPERATIONS.filter(
	({ resource, operation }) =>
		resource === 'message' &&
		['sendContact', 'sendFile', 'sendFileByUrl', 'sendLocation', 'sendPoll', 'sendText'].includes(
			operation,
		),
);

const quoting = (quotedMessageId: string) => ({
	additionalFields: { quotedMessageId },
	options: { verifyQuotedMessage: true },
});

/*
 * The service answers 200 to a send that quotes a message it does not know, and sends nothing.
 * With Verify Quoted Message the node asks getMessage first and fails the item instead.
 */
describe('Verify Quoted Message', () => {
	const sim = useSimulator();
	const methods = () => sim.control.requests().map((request) => request.method);

	it.each(QUOTING)(
		'$operation fails when the service does not know the message, before sending',
		async (operation) => {
			const { error } = await runCall(sim, operation, { extra: quoting('UNKNOWN0000000001') });
			expect(error?.message).toBe(
				`The service does not know the quoted message UNKNOWN0000000001 in chat ${alice}, so it would not send this message [item 0]`,
			);
			expect(error?.description).toMatch(/incomingWebhook/);
			expect(methods()).toEqual(['getMessage']);
		},
	);

	it.each(QUOTING)('$operation quotes a message the service knows', async (operation) => {
		const incoming = sim.control.injectIncoming({ chatId: alice, text: 'question' });
		const { error } = await runCall(sim, operation, { extra: quoting(String(incoming.idMessage)) });
		expect(error).toBeUndefined();
		expect(methods()).toEqual(['getMessage', operation.method]);
		const [check, send] = sim.control.requests();
		expect(check.body).toEqual({ chatId: alice, idMessage: incoming.idMessage });
		const sent = send.body as { multipart?: { fields: object } };
		expect(sent.multipart?.fields ?? sent).toMatchObject({ quotedMessageId: incoming.idMessage });
	});

	it('does not know a message of another chat in this one', async () => {
		const other = sim.control.injectIncoming({ chatId: '79005550002@c.us', text: 'elsewhere' });
		const sendText = QUOTING.find(({ operation }) => operation === 'sendText')!;
		const { error } = await runCall(sim, sendText, { extra: quoting(String(other.idMessage)) });
		expect(error?.message).toMatch(/does not know the quoted message/);
		expect(methods()).toEqual(['getMessage']);
	});
});
