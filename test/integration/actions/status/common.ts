import { run, type Simulator } from '../../setup';

/** The idMessage the service gives a published status. */
export const MESSAGE_ID = /^[0-9A-F]{16}$/;

/**
 * Publishes a text status and lets the send queue drain it, as the service does; clears the
 * request log after. Gives the status's idMessage.
 */
export async function publishedStatus(sim: Simulator, participants?: string): Promise<string> {
	const result = await run(sim, {
		resource: 'status',
		operation: 'sendText',
		message: 'Open today',
		additionalFields: participants ? { participants } : {},
	});
	sim.control.advance(1000);
	sim.control.resetRequests();
	return String(result.items[0].json.idMessage);
}
