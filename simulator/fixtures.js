'use strict';
// The seed contact book every simulator starts with. Tests import the ids from here.

/** @type {(typeof import('./index'))['fixtures']['ids']} */
const ids = {
	/** Saved contact with a profile name and an avatar. */
	alice: '79001234561@c.us',
	/** Saved contact without an avatar. */
	bob: '79001234562@c.us',
	/** Not saved in the phone book (contactName ''), has written to the instance. */
	carol: '79001234563@c.us',
	/** Business account with a catalogue of products. */
	business: '79001234564@c.us',
	/** Privacy settings hide the avatar: getAvatar answers available:false. */
	privacy: '79001234565@c.us',
	/** A number without a WhatsApp account: sends end with status noAccount. */
	noAccount: '79000000000@c.us',
	/** A group the instance belongs to (old-style group id). */
	group: '79001234561-1581234048@g.us',
};

/**
 * The same people and group on MAX and Telegram instances, where a person's chat id is a
 * positive number and a group's a negative one (as strings). Their phone numbers are the
 * WhatsApp ids' digits, so `79001234561@c.us` reaches alice. noAccount stays a phone: no
 * account has that number.
 * @type {(typeof import('./index'))['fixtures']['numericIds']}
 */
const numericIds = {
	alice: '10000001',
	bob: '10000002',
	carol: '10000003',
	business: '10000004',
	privacy: '10000005',
	noAccount: ids.noAccount,
	group: '-10000000000000',
};

/** Telegram usernames of seed people (checkAccount by username). */
const usernames = { alice: '@alice_smith', bob: '@bob_jones', business: '@green_coffee' };

const product = (n, name, price) => ({
	id: `${7000000000000000 + n}`,
	imageUrls: {
		requested: `https://example.invalid/catalog/${n}-small.jpg`,
		original: `https://example.invalid/catalog/${n}.jpg`,
	},
	availability: 'in stock',
	reviewStatus: { whatsapp: 'APPROVED' },
	name,
	description: `${name}, freshly made`,
	price,
	isHidden: false,
});

const contacts = [
	{
		id: ids.alice,
		name: 'Alice',
		contactName: 'Alice Smith',
		avatar: true,
		email: 'alice@example.invalid',
	},
	{ id: ids.bob, name: 'Bob', contactName: 'Bob Jones', avatar: false },
	{ id: ids.carol, name: 'Carol', contactName: '', avatar: false },
	{
		id: ids.business,
		name: 'Green Coffee',
		contactName: 'Coffee shop',
		avatar: true,
		isBusiness: true,
		email: 'shop@example.invalid',
		category: 'Cafe',
		description: 'Coffee and pastries since 2010',
		products: [product(1, 'Espresso', '2.50'), product(2, 'Croissant', null)],
	},
	{ id: ids.privacy, name: 'Pete', contactName: 'Private Pete', avatar: true, privacy: true },
];

const groups = [
	{
		id: ids.group,
		subject: 'Simulator test group',
		owner: ids.alice,
		creation: 1581234048,
		participants: [
			{ id: ids.alice, isAdmin: true, isSuperAdmin: true },
			{ id: ids.bob, isAdmin: false, isSuperAdmin: false },
			{ id: 'OWN', isAdmin: true, isSuperAdmin: false },
		],
	},
];

const keyOf = Object.fromEntries(Object.entries(ids).map(([key, id]) => [id, key]));

/**
 * Fresh, mutable copies for one simulator; 'OWN' becomes `self`, the instance's own chat id.
 * With `numeric`, the ids are those of numericIds, and people carry their `phone` (a number)
 * and Telegram `username`; the group is a Telegram "supergroup".
 */
function seed(self, numeric = false) {
	const clone = (x) => JSON.parse(JSON.stringify(x));
	const idOf = (id) => (id === 'OWN' ? self : numeric ? numericIds[keyOf[id]] : id);
	const people = clone(contacts).map((c) =>
		numeric
			? {
					...c,
					id: idOf(c.id),
					phone: Number(c.id.replace('@c.us', '')),
					...(usernames[keyOf[c.id]] ? { username: usernames[keyOf[c.id]] } : {}),
				}
			: c,
	);
	const groupCopies = clone(groups);
	for (const g of groupCopies) {
		g.id = idOf(g.id);
		g.owner = idOf(g.owner);
		for (const p of g.participants) p.id = idOf(p.id);
		if (numeric) g.chatType = 'supergroup';
	}
	return {
		contacts: new Map(people.map((c) => [c.id, c])),
		groups: new Map(groupCopies.map((g) => [g.id, g])),
	};
}

module.exports = { ids, numericIds, contacts, groups, seed };
