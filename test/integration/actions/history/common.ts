import { ALICE, type Simulator } from '../../setup';

/**
 * Two incoming messages and one sent from the phone, in the chat with Alice, before the first
 * test of the enclosing block: what Get Last Incoming and Get Last Outgoing each pick from.
 */
export function useRecentMessages(sim: Simulator): void {
	beforeAll(() => {
		sim.control.injectIncoming({
			chatId: ALICE,
			text: 'incoming one',
			idMessage: 'BAE5000000000I01',
		});
		sim.control.injectIncoming({
			chatId: ALICE,
			text: 'incoming two',
			idMessage: 'BAE5000000000I02',
		});
		sim.control.injectOutgoingFromPhone({ chatId: ALICE, text: 'outgoing one' });
	});
}
