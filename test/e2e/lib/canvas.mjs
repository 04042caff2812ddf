// Pictures of the examples' canvases for the README: each imported example opened in the editor
// (chromium), once every node and sticky note is drawn and the view has stopped moving. Written to
// test-output/examples-line<N>/<name>.png; the README shows the committed copies in examples/.
import assert from 'node:assert/strict';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';

import { launchChromium, signIn } from './editor.mjs';
import { waitFor } from './util.mjs';

/** @typedef {import('playwright-core').Page} Page */

/** Sized so that every example fits at a readable zoom and the file stays small. */
const VIEWPORT = { width: 1100, height: 620 };
const NODES = '[data-test-id="canvas-node"]';
const EDGES = '[data-test-id="edge"]';
const STICKY = 'n8n-nodes-base.stickyNote';
/** The buttons that float over the canvas (zoom, run, add, assistant): hidden in the pictures. */
const FLOATING = [
	'[data-test-id="canvas-controls"]',
	'[data-test-id^="execute-workflow-button"]',
	// The column of add, search, sticky, panel and assistant buttons: 2.x names it, 1.x holds the
	// add button directly (its parent, never the canvas itself).
	'[class*="nodeButtonsWrapper"]',
	'*:not(.canvas-wrapper):has(> [data-test-id="node-creator-plus-button"])',
	'[data-test-id="ask-assistant-floating-button"]',
].join(', ');

/**
 * The canvas' node boxes as text, to tell when the view has stopped moving.
 * @param {Page} page
 */
async function layout(page) {
	return JSON.stringify(
		await page.locator(NODES).evaluateAll((nodes) =>
			nodes.map((n) => {
				const r = n.getBoundingClientRect();
				return [Math.round(r.x), Math.round(r.y), Math.round(r.width), Math.round(r.height)];
			}),
		),
	);
}

/**
 * Where the picture starts: below the editor's tabs (Editor, Executions, …), which float over the
 * canvas' top edge; found by their "Executions" label.
 * @param {Page} page
 * @param {number} canvasTop
 */
function belowTabs(page, canvasTop) {
	return page.evaluate((top) => {
		let bottom = top;
		for (const element of document.querySelectorAll('body *')) {
			if (element.children.length || element.textContent?.trim() !== 'Executions') continue;
			const box = element.getBoundingClientRect();
			if (box.height > 0 && box.top < top + 100) bottom = Math.max(bottom, box.bottom + 8);
		}
		return bottom;
	}, canvasTop);
}

/**
 * @param {object} options
 * @param {string} options.base n8n's URL
 * @param {typeof import('./n8n.mjs').OWNER} options.owner
 * @param {Record<string, import('./types.js').Workflow>} options.workflows
 * @param {string} options.dir where the pictures go
 */
export async function shootCanvases({ base, owner, workflows, dir }) {
	mkdirSync(dir, { recursive: true });
	const browser = await launchChromium();
	try {
		const page = await browser.newPage({ viewport: VIEWPORT });
		page.setDefaultTimeout(30000);
		await signIn(page, base, owner);
		const shots = [];
		for (const [name, workflow] of Object.entries(workflows)) {
			await page.goto(`${base}/workflow/${workflow.id}`);
			// Every node is on the canvas, and the sticky note's heading.
			const nodes = workflow.nodes.filter((n) => n.type !== STICKY);
			const note = workflow.nodes.find((n) => n.type === STICKY);
			const heading = /^## (.+)$/m.exec(String(note?.parameters.content))?.[1];
			assert.ok(heading, `${name}: its sticky note has a "## " heading`);
			const edges = Object.values(workflow.connections)
				.flatMap((byType) => Object.values(byType))
				.flat(2).length;
			/** @type {number[]} */
			let drawn = [];
			await waitFor(
				async () => {
					drawn = [await page.locator(NODES).count(), await page.locator(EDGES).count()];
					return (
						drawn[0] === nodes.length &&
						drawn[1] === edges &&
						(await page.getByRole('heading', { name: heading }).isVisible())
					);
				},
				{
					timeout: 30000,
					what: `${nodes.length} nodes, ${edges} connections and the note of ${name} drawn`,
				},
			).catch(async (/** @type {Error} */ error) => {
				await page.screenshot({ path: join(dir, `${name}-failure.png`) });
				error.message += ` (drawn: ${drawn.join(' nodes, ')} connections)`;
				throw error;
			});
			await page.addStyleTag({ content: `${FLOATING} { visibility: hidden !important; }` });
			await page.evaluate(() => document.fonts.ready);
			// n8n fits the view after drawing: wait until two looks, a frame apart, agree.
			let last = '';
			await waitFor(
				async () => {
					await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => r(null))));
					const now = await layout(page);
					const still = now === last;
					last = now;
					return still;
				},
				{ timeout: 10000, interval: 150, what: `the canvas of ${name} to stop moving` },
			);
			const box = await page.locator('#vue-flow, [data-test-id="canvas"]').first().boundingBox();
			assert.ok(box && box.width > 500, `the canvas of ${name} is shown`);
			const top = await belowTabs(page, box.y);
			const path = join(dir, `${name}.png`);
			await page.screenshot({
				path,
				clip: { x: box.x, y: top, width: box.width, height: box.y + box.height - top },
			});
			shots.push(path);
		}
		return shots;
	} finally {
		await browser.close();
	}
}
