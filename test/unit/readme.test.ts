import { resourceSelector } from '../../nodes/GreenApi/actions/resources';
import { MESSENGERS, type MessengerName } from '../../nodes/GreenApi/helpers/messengerTable';
import { UNPUBLISHED_RPS } from '../../nodes/GreenApi/helpers/rates';
import { ENDPOINTS, type ApiMethod, type Endpoint } from '../../nodes/GreenApi/transport/endpoints';
import { STATED_OPERATIONS, methodsOf } from '../helpers/operations';
import { readText } from '../helpers/package';

/*
 * The README's operation and rate tables say what the code does: one row per operation naming the
 * method it states, with the messengers that have it, and each messenger's figure per method.
 */

const README = readText('README.md');

/** The first table after `heading`: its header cells and its rows' cells. */
function tableAfter(heading: string): { header: string[]; rows: string[][] } {
	const start = README.indexOf(`\n${heading}\n`);
	expect([heading, start >= 0]).toEqual([heading, true]);
	const lines = README.slice(start).split('\n');
	const first = lines.findIndex((line) => line.startsWith('|'));
	const end = lines.findIndex((line, i) => i > first && !line.startsWith('|'));
	const [header, , ...rows] = lines.slice(first, end).map((line) =>
		line
			.split('|')
			.slice(1, -1)
			.map((cell) => cell.trim()),
	);
	return { header, rows };
}

/** The messenger of each column headed by its label. */
function messengerColumns(header: string[]): Array<[MessengerName, number]> {
	const columns = Object.values(MESSENGERS).map(
		(m) => [m.name, header.indexOf(m.label)] as [MessengerName, number],
	);
	expect(columns.map(([, column]) => column > 0)).toEqual([true, true, true]);
	return columns;
}

const API_METHODS = Object.keys(ENDPOINTS) as ApiMethod[];
const namedIn = (text: string) =>
	API_METHODS.filter((method) => new RegExp(`(^|[^A-Za-z])${method}([^A-Za-z]|$)`).test(text));

describe('the README operation table', () => {
	const { header, rows } = tableAfter('## Operations');
	const resourceOf = new Map(
		(resourceSelector.options as Array<{ name: string; value: string }>).map((o) => [
			o.name,
			o.value,
		]),
	);
	const keyOf = (row: string[]) =>
		`${resourceOf.get(row[0]) ?? row[0]}.${/`(\w+)`/.exec(row[1])?.[1] ?? row[1]}`;
	const rowOf = new Map(rows.map((row) => [keyOf(row), row]));

	it('has exactly one row per operation of the node, and none for another', () => {
		const keys = rows.map(keyOf);
		expect(keys.filter((key, i) => keys.indexOf(key) !== i)).toEqual([]);
		expect([...keys].sort()).toEqual(STATED_OPERATIONS.map((o) => o.key).sort());
	});

	it.each(STATED_OPERATIONS.map((o) => [o.key, o] as const))(
		'%s: its API call column names the method it states, with verb, /v3 and host',
		(key, stated) => {
			const call = rowOf.get(key)?.[header.indexOf('API call')] ?? '';
			const methods = methodsOf(stated);
			expect(namedIn(call).sort()).toEqual([...methods].sort());
			const endpoints: Endpoint[] = methods.map((method) => ENDPOINTS[method]);
			for (const { http } of endpoints) expect(call.startsWith(`${http} `)).toBe(true);
			expect(call.includes('/v3')).toBe(endpoints.some((e) => e.v3 === true));
			expect(call.includes('media host')).toBe(endpoints.some((e) => e.media === true));
		},
	);

	it.each(STATED_OPERATIONS.map((o) => [o.key, o] as const))(
		'%s: its ✔ and ✖ are the messengers whose instances have its method',
		(key, stated) => {
			const row = rowOf.get(key) ?? [];
			for (const [name, column] of messengerColumns(header))
				expect([name, row[column]]).toEqual([name, stated.available[name] ? '✔' : '✖']);
		},
	);
});

describe('the README rate table', () => {
	const { header, rows } = tableAfter('### Errors, retries, rate limits');
	const methodsIn = (row: string[]) => [...row[0].matchAll(/`(\w+)`/g)].map((m) => m[1]);

	it('lists every method the node calls once, and no other', () => {
		const listed = rows.flatMap(methodsIn);
		expect(listed.filter((method, i) => listed.indexOf(method) !== i)).toEqual([]);
		expect([...listed].sort()).toEqual([...API_METHODS].sort());
	});

	it('gives each messenger’s figure, – where it publishes none', () => {
		const columns = messengerColumns(header);
		for (const row of rows)
			for (const method of methodsIn(row))
				for (const [name, column] of columns) {
					const figure = MESSENGERS[name].rates[method];
					const shown = figure === undefined ? '–' : String(figure);
					expect([method, name, row[column]]).toEqual([method, name, shown]);
				}
	});

	it('says the pace of a method with no published figure', () => {
		expect(README).toContain(`– not published: paced at ${UNPUBLISHED_RPS}/s`);
		expect(README).toContain(`(–) goes at ${UNPUBLISHED_RPS} request per second`);
	});
});
