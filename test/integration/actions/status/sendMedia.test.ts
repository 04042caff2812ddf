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

const { alice } = fixtures.ids;

describe('status → sendMedia (sendMediaStatus)', () => {
	const sim = useSimulator({}, { perTest: true });
	const media = parametersOf('status', 'sendMedia', {
		urlFile: 'https://example.com/a.jpg',
		fileName: 'a.jpg',
	});

	it('sends link, name, caption and participants', async () => {
		const result = await run(sim, {
			resource: 'status',
			operation: 'sendMedia',
			urlFile: 'https://example.com/picture.jpg',
			fileName: 'picture.jpg',
			additionalFields: { caption: 'New menu', participants: '={{ ["79001234561"] }}' },
		});
		expect(requestsOf(sim)).toEqual([
			accepted(sim, 'POST', 'sendMediaStatus', {
				urlFile: 'https://example.com/picture.jpg',
				fileName: 'picture.jpg',
				caption: 'New menu',
				participants: [alice],
			}),
		]);
		expect(jsonOf(result)).toEqual([{ idMessage: expect.stringMatching(MESSAGE_ID) }]);
	});

	itRefuses(sim, [
		[
			'a link that is not http(s)',
			media({ urlFile: 'ftp://example.com/a.jpg' }),
			'File URL "ftp://example.com/a.jpg" is not an http(s) link',
		],
		[
			'a file name without extension',
			media({ fileName: 'picture' }),
			'File Name "picture" needs an extension such as .pdf or .jpg',
		],
		[
			'a participant that is not a chat',
			media({ additionalFields: { participants: 'everyone' } }),
			'Participants "everyone" is not a chat ID or phone number',
		],
	]);
});
