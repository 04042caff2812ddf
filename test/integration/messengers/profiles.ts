import { fixtures, type Messenger } from '../../../simulator';
import { V3_METHODS } from '../actions/operations';
import { pathOf, type Simulator } from '../setup';

/* The three messengers' instances, with the IDs each one uses, for tables over messengers. */

export const MESSENGER_NAMES: Messenger[] = ['whatsapp', 'max', 'telegram'];

export interface Profile {
	messenger: Messenger;
	label: string;
	/** A person's chat, a group's chat, a message ID as the service gives them. */
	person: string;
	group: string;
	messageId: string;
	/** A person's chat named by phone number, as the node sends it. */
	phoneChat: string;
}

/** MAX message IDs reach 18 digits, beyond Number.MAX_SAFE_INTEGER (9007199254740991). */
export const MAX_MESSAGE_ID = '115689763107266127';

export const PROFILES: Record<Messenger, Profile> = {
	whatsapp: {
		messenger: 'whatsapp',
		label: 'WhatsApp',
		person: fixtures.ids.alice,
		group: fixtures.ids.group,
		messageId: 'BAE5F4886F6F2D05',
		phoneChat: '79001234562@c.us',
	},
	max: {
		messenger: 'max',
		label: 'MAX',
		person: fixtures.numericIds.alice,
		group: fixtures.numericIds.group,
		messageId: MAX_MESSAGE_ID,
		phoneChat: '79001234562@c.us',
	},
	telegram: {
		messenger: 'telegram',
		label: 'Telegram',
		person: fixtures.numericIds.alice,
		group: fixtures.numericIds.group,
		messageId: '1769676078000',
		phoneChat: '79001234562@c.us',
	},
};

/** The path the simulator logs for `method` called by a credential with Use /v3 Paths on. */
export function pathFor(sim: Simulator, method: string): string {
	const v3 = V3_METHODS.includes(method) && sim.messenger !== 'telegram' ? '/v3' : '';
	return `${v3}${pathOf(sim, method)}`;
}
