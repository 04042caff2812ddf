// The editor test: Debian's chromium driven by playwright-core (no browser download) against the
// running n8n. Signs in (or sets up the owner), opens a new workflow, finds "Green API" in the
// node panel, adds the trigger and checks its notice, adds the action node and checks the
// resource and operation selectors. Screenshots go to test-output/.
import assert from 'node:assert/strict';
import { existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';

import { chromium } from 'playwright-core';

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
const RESOURCES = ['Chat History', 'Contact', 'Message', 'Send Queue', 'Status'];
const MESSAGE_OPERATIONS = ['Forward', 'Send Contact', 'Send Text'];

async function signIn(page, base, owner) {
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

const OPTIONS = '.el-select-dropdown__item:visible, .el-select-dropdown [role=option]:visible';

/** Texts of a parameter's dropdown options (element-plus select used by n8n's parameter inputs). */
async function openOptions(page, parameter) {
	await page.click(`[data-test-id="parameter-input-${parameter}"]`);
	const options = page.locator(OPTIONS);
	await options.first().waitFor({ timeout: 10000 });
	return options.allInnerTexts();
}

/** Closes the open dropdown and waits until none of its options is visible any more. */
async function closeOptions(page) {
	await page.keyboard.press('Escape');
	for (let i = 0; i < 100 && (await page.locator(OPTIONS).count()) > 0; i++)
		await new Promise((r) => setTimeout(r, 100));
	assert.equal(await page.locator(OPTIONS).count(), 0, 'the dropdown closed');
}

/** Waits until an element stops moving (the node panel slides in), polling its position. */
async function settled(locator) {
	await locator.waitFor();
	let last;
	for (let i = 0; i < 50; i++) {
		const box = JSON.stringify(await locator.boundingBox());
		if (box === last) return;
		last = box;
		await new Promise((r) => setTimeout(r, 100));
	}
}

async function searchNodePanel(page, text) {
	const search = page.locator('[data-test-id="node-creator-search-bar"]');
	await search.waitFor({ timeout: 10000 });
	await page.keyboard.type(text);
	const item = page.locator('[data-test-id="node-creator-item-name"]', { hasText: /^Green API$/ });
	await settled(item.first());
	return item.first();
}

export async function runEditor({ base, owner, shots }) {
	assert.ok(
		existsSync(CHROMIUM),
		`${CHROMIUM} is missing: apt-get update && apt-get install -y chromium`,
	);
	mkdirSync(shots, { recursive: true });
	// Vue transitions (panels sliding, dropdowns fading) mark elements *-enter-active/-leave-active.
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
	const browser = await chromium.launch({ executablePath: CHROMIUM, args: ARGS });
	try {
		const page = await browser.newPage({ viewport: { width: 1400, height: 900 } });
		page.setDefaultTimeout(15000);
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
	} finally {
		await browser.close();
	}
}
