import { fixtures } from '../../../../simulator';
import {
	accepted,
	itRefuses,
	jsonOf,
	parametersOf,
	requestsOf,
	run,
	useSimulator,
} from '../../setup';
import { MESSAGE_ID } from './common';

const { alice, bob, group } = fixtures.ids;

describe('status → sendText (sendTextStatus)', () => {
	const sim = useSimulator({}, { perTest: true });
	const statusText = parametersOf('status', 'sendText', { message: 'Hi' });

	it('sends message, colour, font and participants and gives the idMessage', async () => {
		const result = await run(sim, {
			resource: 'status',
			operation: 'sendText',
			message: 'Open today',
			additionalFields: {
				backgroundColor: '#228b22',
				font: 'OSWALD_HEAVY',
				participants: `${alice}, 79001234562`,
			},
		});
		expect(result.error).toBeUndefined();
		expect(requestsOf(sim)).toEqual([
			accepted(sim, 'POST', 'sendTextStatus', {
				message: 'Open today',
				backgroundColor: '#228B22',
				font: 'OSWALD_HEAVY',
				participants: [alice, bob],
			}),
		]);
		expect(jsonOf(result)).toEqual([{ idMessage: expect.stringMatching(MESSAGE_ID) }]);
	});

	it('without additional fields sends the message only', async () => {
		await run(sim, { resource: 'status', operation: 'sendText', message: 'Hi' });
		expect(requestsOf(sim)[0].body).toEqual({ message: 'Hi' });
	});

	it('keeps the 403 hint of the beta methods', async () => {
		sim.control.setBetaAccess(false);
		const result = await run(sim, { resource: 'status', operation: 'sendText', message: 'Hi' });
		expect(result.error?.message).toContain('HTTP 403');
		expect(result.error?.description).toContain('sendTextStatus is a beta status method');
	});

	itRefuses(sim, [
		[
			'an empty message',
			{ resource: 'status', operation: 'sendText', message: '  ' },
			'Message is empty',
		],
		[
			'a colour that is not #RRGGBB',
			statusText({ additionalFields: { backgroundColor: '#12345' } }),
			'Background Color "#12345" is not a #RRGGBB color',
		],
		[
			'a font the service does not offer',
			statusText({ additionalFields: { font: '={{ "COMIC_SANS" }}' } }),
			'Font "COMIC_SANS" is not one the service offers',
		],
		[
			'a group among the participants',
			statusText({ additionalFields: { participants: group } }),
			`Participants "${group}" is a group chat, which this operation does not accept`,
		],
	]);
});
