// The editor test: Debian's chromium driven by playwright-core (no browser download) against the
// running n8n. Signs in (or sets up the owner), opens a new workflow, finds "Green API" in the
// node panel, adds the trigger and checks its notice, adds the action node and checks the
// resource and operation selectors. runChatPicker: the chat picker (resource locator) of
// "Send a text message": modes, the list with a wrong and a right credential, search, pick, run,
// and the request the simulator received. Screenshots go to test-output/.
import assert from 'node:assert/strict';
import { existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';

import { chromium } from 'playwright-core';

import { waitFor } from './util.mjs';

/** @typedef {import('playwright-core').Page} Page */
/** @typedef {import('playwright-core').Locator} Locator */
/** @typedef {typeof import('./n8n.mjs').OWNER} Owner */

export const CHROMIUM = '/usr/bin/chromium';
// Flags that keep chromium off the network it cannot reach here.
const ARGS = [
	'--headless',
	'--no-sandbox',
	'--disable-gpu',
	'--disable-quic',
	'--disable-background-networking',
	'--disable-component-update',
	'--disable-sync',
	'--no-first-run',
	'--disable-dev-shm-usage',
];
/** Debian's chromium, headless and off the network. */
export function launchChromium() {
	return chromium.launch({ executablePath: CHROMIUM, args: ARGS });
}

const RESOURCES = ['Chat History', 'Contact', 'Message', 'Queue', 'Status'];
const MESSAGE_OPERATIONS = ['Forward', 'Send Contact', 'Send Text'];

/**
 * Signs in as the owner (or sets the owner up on a fresh n8n).
 * @param {Page} page
 * @param {string} base n8n's URL
 * @param {Owner} owner
 */
export async function signIn(page, base, owner) {
	await page.goto(`${base}/`);
	const form = page.locator('input[name=email], input[name=emailOrLdapLoginId]').first();
	await form.waitFor({ timeout: 30000 });
	if (page.url().includes('/setup')) {
		await page.fill('input[name=email]', owner.email);
		await page.fill('input[name=firstName]', owner.firstName);
		await page.fill('input[name=lastName]', owner.lastName);
		await page.fill('input[name=password]', owner.password);
	} else {
		await form.fill(owner.email);
		await page.fill('input[name=password]', owner.password);
	}
	await page.click('[data-test-id="form-submit-button"]');
	await page.waitForURL((url) => !/\/(signin|setup)/.test(url.pathname), { timeout: 30000 });
}

/**
 * How long one editor step may take to show what it waits for: the editor is slow to draw on a
 * loaded 2-core machine, and a step that times out fails the test.
 */
const PAGE_TIMEOUT_MS = 30000;

const OPTIONS = '.el-select-dropdown__item:visible, .el-select-dropdown [role=option]:visible';

/**
 * Texts of a parameter's dropdown options (element-plus select used by n8n's parameter inputs).
 * @param {Page} page
 * @param {string} parameter
 */
export async function openOptions(page, parameter) {
	await page.click(`[data-test-id="parameter-input-${parameter}"]`);
	const options = page.locator(OPTIONS);
	await options.first().waitFor({ timeout: 10000 });
	return options.allInnerTexts();
}

/**
 * Closes the open dropdown and waits until none of its options is visible any more.
 * @param {Page} page
 */
export async function closeOptions(page) {
	await page.keyboard.press('Escape');
	await waitFor(async () => (await page.locator(OPTIONS).count()) === 0, {
		what: 'the dropdown to close',
	});
}

/**
 * Waits until an element stops moving (the node panel slides in), polling its position.
 * @param {Locator} locator
 */
async function settled(locator) {
	await locator.waitFor();
	/** @type {string | undefined} */
	let last;
	await waitFor(
		async () => {
			const box = JSON.stringify(await locator.boundingBox());
			const still = box === last;
			last = box;
			return still;
		},
		{ what: 'an element to stop moving' },
	);
}

/**
 * Types into the node panel's search. `fill` writes into the search input itself: keys typed
 * before n8n has focused it (it does so after the panel opens) would land on the canvas, whose
 * shortcuts act on the selected node — a short press of Space opens "Rename Node" — and that
 * dialog then takes every later click.
 * @param {Page} page
 * @param {string} text
 */
async function searchNodePanel(page, text) {
	const search = page.locator('input[data-test-id="node-creator-search-bar"]');
	await search.fill(text);
	assert.equal(await page.locator('.rename-prompt').count(), 0, 'no Rename Node dialog opened');
	const item = page.locator('[data-test-id="node-creator-item-name"]', { hasText: /^Green API$/ });
	await settled(item.first());
	return item.first();
}

/**
 * @param {object} options
 * @param {string} options.base n8n's URL
 * @param {Owner} options.owner
 * @param {string} options.shots the folder of the screenshots
 */
export async function runEditor({ base, owner, shots }) {
	assert.ok(
		existsSync(CHROMIUM),
		`${CHROMIUM} is missing: apt-get update && apt-get install -y chromium`,
	);
	mkdirSync(shots, { recursive: true });
	// Vue transitions (panels sliding, dropdowns fading) mark elements *-enter-active/-leave-active.
	/**
	 * @param {Page} page
	 * @param {string} name
	 */
	const shot = async (page, name) => {
		await page
			.waitForFunction(
				() => !document.querySelector('[class*="-enter-active"], [class*="-leave-active"]'),
				null,
				{ timeout: 5000 },
			)
			.catch(() => {});
		await page.screenshot({ path: join(shots, name) });
	};
	const browser = await launchChromium();
	const page = await browser.newPage({ viewport: { width: 1400, height: 900 } });
	try {
		page.setDefaultTimeout(PAGE_TIMEOUT_MS);
		await signIn(page, base, owner);

		await page.goto(`${base}/workflow/new`);
		await page.locator('[data-test-id="canvas-plus-button"]').click({ timeout: 30000 });
		const app = await searchNodePanel(page, 'Green API');
		await shot(page, '01-node-panel-search.png');
		await app.click();
		await page.locator('text=/^Triggers \\(\\d+\\)/').first().waitFor();
		// The trigger: n8n lists one "On …" entry per event; the default event is the incoming message.
		const onIncoming = page.locator('[data-test-id="node-creator-item-name"]', {
			hasText: /^On incoming message$/,
		});
		await settled(onIncoming);
		await shot(page, '02-green-api-triggers-and-actions.png');
		await onIncoming.click();
		const ndv = page.locator('[data-test-id="ndv"]');
		await ndv.waitFor();
		await assert.doesNotReject(
			ndv
				.locator('[data-test-id="node-title-container"]', { hasText: 'Green API Trigger' })
				.waitFor(),
			'the trigger’s settings are open',
		);
		const notice = ndv
			.locator('[data-test-id="node-parameters"]')
			.getByText(/Listen for test event/);
		await notice.waitFor();
		assert.ok(await notice.isVisible(), 'the notice about "Listen for test event" is shown');
		assert.match(
			await ndv.locator('[data-test-id="parameter-input-events"]').innerText(),
			/Incoming Message/,
		);
		await shot(page, '03-trigger-notice.png');
		await page.keyboard.press('Escape');
		await ndv.waitFor({ state: 'hidden' });

		// The action node, added after the trigger.
		await page.locator('[data-test-id="canvas-handle-plus"]').first().click();
		await (await searchNodePanel(page, 'Green API')).click();
		const sendText = page.locator('[data-test-id="node-creator-item-name"]', {
			hasText: /^Send a text message$/,
		});
		await settled(sendText);
		const actions = await page.locator('[data-test-id="node-creator-item-name"]').allInnerTexts();
		for (const expected of [
			'Send a contact card',
			'Forward messages',
			'Get chat history',
			'Get contact info',
			'Get a contact avatar',
			'Send a voice status',
			'Get outgoing statuses',
		]) {
			assert.ok(
				actions.includes(expected),
				`the action list offers "${expected}": ${actions.join(', ')}`,
			);
		}
		await shot(page, '04-green-api-actions.png');
		await sendText.click();
		await ndv.waitFor();
		await ndv.locator('[data-test-id="parameter-input-resource"]').waitFor();
		const resources = await openOptions(page, 'resource');
		await shot(page, '05-resource-options.png');
		for (const resource of RESOURCES)
			assert.ok(
				resources.includes(resource),
				`Resource offers "${resource}": ${resources.join(', ')}`,
			);
		await closeOptions(page);
		const operations = await openOptions(page, 'operation');
		await shot(page, '06-message-operations.png');
		for (const operation of MESSAGE_OPERATIONS) {
			assert.ok(
				operations.some((o) => o.startsWith(operation)),
				`Operation offers "${operation}": ${operations.join(' | ')}`,
			);
		}
		return { resources, operations, actions };
	} catch (error) {
		await page.screenshot({ path: join(shots, '09-editor-failure.png') }).catch(() => {});
		throw error;
	} finally {
		await browser.close();
	}
}

/**
 * Picks a credential by name in the open node's settings (when it is not picked already).
 * @param {Page} page
 * @param {Locator} ndv the node's settings
 * @param {string} name
 */
async function pickCredential(page, ndv, name) {
	const select = ndv.locator('[data-test-id="node-credentials-select"]').first();
	await select.waitFor();
	const current = await select
		.locator('input')
		.first()
		.inputValue()
		.catch(() => '');
	if (current === name) return;
	await select.click();
	const option = page
		.locator('.el-select-dropdown__item:visible, [role=option]:visible')
		.filter({ hasText: name })
		.first();
	await option.click();
	await waitForValue(() => select.locator('input').first().inputValue(), name);
}

/**
 * Waits until `read` gives `expected` (or a text `expected` matches); returns it.
 * @param {() => Promise<string>} read
 * @param {string | RegExp} expected
 * @param {string | RegExp} [what]
 */
async function waitForValue(read, expected, what = expected) {
	/** @type {string | undefined} */
	let last;
	return waitFor(
		async () => {
			last = await read().catch(() => undefined);
			return last === expected || (expected instanceof RegExp && expected.test(last ?? ''))
				? last
				: undefined;
		},
		{ what: String(what) },
	).catch((/** @type {Error} */ error) => {
		error.message += `; last saw ${JSON.stringify(last)}`;
		throw error;
	});
}

/**
 * The rows of the open "From List" dropdown once they show what `predicate` waits for.
 * @param {Page} page
 * @param {(texts: string[]) => boolean} predicate
 */
async function listRows(page, predicate) {
	const rows = page.locator('[data-test-id="rlc-item"]:visible');
	/** @type {string[]} */
	let texts = [];
	return waitFor(
		async () => {
			texts = (await rows.allInnerTexts()).map((t) => t.trim());
			return predicate(texts) ? texts : undefined;
		},
		{ what: 'the chat list' },
	).catch((/** @type {Error} */ error) => {
		error.message += `; it showed ${JSON.stringify(texts)}`;
		throw error;
	});
}

/**
 * The chat picker: a new workflow with "Send a text message" (n8n adds a manual trigger), the
 * Chat ID's modes, the list with the wrong credential (n8n's error view), then with the right one:
 * search, pick, run the node, and the request the simulator received.
 * @param {object} options
 * @param {string} options.base n8n's URL
 * @param {Owner} options.owner
 * @param {string} options.shots the folder of the screenshots
 * @param {import('../../../simulator/index.js').Control} options.control
 * @param {{ good: string, bad: string }} options.credentials the credentials' names
 */
export async function runChatPicker({ base, owner, shots, control, credentials }) {
	const browser = await launchChromium();
	mkdirSync(shots, { recursive: true });
	/**
	 * @param {Page} page
	 * @param {string} name
	 */
	const shot = (page, name) => page.screenshot({ path: join(shots, name) });
	const page = await browser.newPage({ viewport: { width: 1400, height: 900 } });
	try {
		page.setDefaultTimeout(PAGE_TIMEOUT_MS);
		await signIn(page, base, owner);
		await page.goto(`${base}/workflow/new`);
		await page.locator('[data-test-id="canvas-plus-button"]').click({ timeout: 30000 });
		await (await searchNodePanel(page, 'Green API')).click();
		const sendText = page.locator('[data-test-id="node-creator-item-name"]', {
			hasText: /^Send a text message$/,
		});
		// On an empty canvas n8n lists the app's triggers first and folds its actions.
		await page.locator('text=/^Triggers \\(\\d+\\)/').first().waitFor();
		if (!(await sendText.isVisible()))
			await page.locator('text=/^Actions \\(\\d+\\)/').first().click();
		await settled(sendText);
		await sendText.click();
		const ndv = page.locator('[data-test-id="ndv"]');
		await ndv.waitFor();
		const locator = ndv.locator('[data-test-id="resource-locator-chatId"]');
		await locator.waitFor();

		// The three modes.
		await locator.locator('[data-test-id="rlc-mode-selector"]').click();
		await page
			.locator(OPTIONS)
			.filter({ hasText: /By Phone Number/ })
			.first()
			.waitFor();
		// n8n writes its standard mode names its own way ("From list").
		const modes = (await page.locator(OPTIONS).allInnerTexts()).map((t) => t.trim().toLowerCase());
		await shot(page, '11-chat-modes.png');
		for (const mode of ['from list', 'by id', 'by phone number'])
			assert.ok(modes.includes(mode), `Chat ID offers "${mode}": ${modes.join(', ')}`);
		await page
			.locator(OPTIONS)
			.filter({ hasText: /^\s*From List\s*$/i })
			.first()
			.click();

		// With the wrong token n8n's own error view shows the status and the service's words.
		await pickCredential(page, ndv, credentials.bad);
		await locator.locator('[data-test-id="rlc-input"]').click();
		const error = page.locator('[data-test-id="rlc-error-container"]:visible');
		await error.waitFor();
		await shot(page, '12-chat-list-wrong-token.png');
		const failed = (await error.innerText()).replace(/\s+/g, ' ');
		assert.match(failed, /Could not load list/);
		assert.match(failed, /401 - Unauthorized \(getContacts, HTTP 401\)/);
		assert.match(failed, /Check your credential/);
		await page.keyboard.press('Escape');

		// With the right one: search by name, pick, run.
		await pickCredential(page, ndv, credentials.good);
		await locator.locator('[data-test-id="rlc-input"]').click();
		const all = await listRows(page, (t) => t.some((x) => x.startsWith('Alice Smith')));
		await shot(page, '13-chat-list.png');
		assert.ok(all.includes('Simulator test group (group)'), all.join(' | '));
		await page
			.locator('[data-test-id="rlc-search"] input, input[data-test-id="rlc-search"]')
			.first()
			.fill('smith');
		const found = await listRows(page, (t) => t.length === 1);
		assert.deepEqual(found, ['Alice Smith (+79001234561)']);
		await shot(page, '14-chat-search.png');
		await page.locator('[data-test-id="rlc-item"]:visible').first().click();
		await waitForValue(
			() =>
				locator
					.locator('[data-test-id="rlc-input"] input, input[data-test-id="rlc-input"]')
					.first()
					.inputValue(),
			'Alice Smith (+79001234561)',
		);
		await ndv
			.locator('[data-test-id="parameter-input-message"]')
			.locator('textarea, input')
			.first()
			.fill('Hello from the chat picker');
		await shot(page, '15-chat-picked.png');
		control.resetRequests();
		await ndv.locator('[data-test-id="node-execute-button"]').first().click();
		const request = await waitFor(
			() => control.requests().find((r) => r.path.includes('/sendMessage/')),
			{ what: 'the node to send the message' },
		);
		assert.deepEqual(request.body, {
			chatId: '79001234561@c.us',
			message: 'Hello from the chat picker',
		});
		await shot(page, '16-chat-sent.png');
		return { modes, found, body: request.body };
	} catch (error) {
		await shot(page, '19-chat-picker-failure.png').catch(() => {});
		throw error;
	} finally {
		await browser.close();
	}
}
