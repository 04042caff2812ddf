import { accepted, ALICE, describeOperation, itRefuses, requestsOf, run } from '../../setup';

const defaults = {
	chatId: ALICE,
	latitude: 55.7558,
	longitude: 37.6173,
};

describeOperation('message', 'sendLocation', defaults, (sim, base) => {
	it('posts the coordinates and the additional fields to sendLocation', async () => {
		const { items, error } = await run(
			sim,
			base({ additionalFields: { nameLocation: 'Office', address: 'Red Square, 1' } }),
		);
		expect(error).toBeUndefined();
		expect(items.map((item) => item.json)).toEqual([{ idMessage: expect.stringMatching(/^BAE5/) }]);
		expect(requestsOf(sim)).toEqual([
			accepted(sim, 'POST', 'sendLocation', {
				chatId: ALICE,
				latitude: 55.7558,
				longitude: 37.6173,
				nameLocation: 'Office',
				address: 'Red Square, 1',
			}),
		]);
	});

	it('accepts the edges of the ranges', async () => {
		const { error } = await run(sim, base({ latitude: -90, longitude: 180 }));
		expect(error).toBeUndefined();
		expect(sim.control.requests()[0].body).toEqual({
			chatId: ALICE,
			latitude: -90,
			longitude: 180,
		});
	});

	itRefuses(sim, [
		[
			'a latitude outside -90..90',
			base({ latitude: 90.5 }),
			'Latitude must be a number from -90 to 90; got 90.5',
			'Set Latitude between -90 and 90',
		],
		[
			'a longitude outside -180..180',
			base({ longitude: -180.1 }),
			'Longitude must be a number from -180 to 180; got -180.1',
			'Set Longitude between -180 and 180',
		],
		[
			'a coordinate that is not a number',
			base({ latitude: '={{ "north" }}' }),
			'Latitude must be a number from -90 to 90; got "north"',
			'Set Latitude',
		],
	]);
});
