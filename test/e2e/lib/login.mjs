// Logging a WhatsApp instance in where no one can scan a QR code. Get QR Code on an account that
// WhatsApp asks for PassKey (both spellings of the service's answer): no picture, and an item that
// says what to do and names Get Pairing Code. Get Pairing Code on the logged-out instance: the
// code and the steps on the phone; the phone enters that code, and Get State shows authorized.
import assert from 'node:assert/strict';

import { ID_INSTANCE } from './fixtures.mjs';
import { outputsOf, webhookChain } from './chainRun.mjs';
import { runWorkflow } from './scenarios.mjs';

/** @typedef {import('./types.js').Credential} Credential */
/** @typedef {import('./types.js').Workflow} Workflow */
/** @typedef {import('./addressBook.mjs').ChatbotContext} ChatbotContext */

/** A phone number of the range kept for fiction (+44 7700 900xxx), as a person types it. */
const PHONE = '+44 7700 900123';
const PHONE_NUMBER = 447700900123;
/** What the item of Get QR Code says to do when WhatsApp asks for PassKey. */
const PASSKEY_MEANING =
	'WhatsApp demands PassKey authorization for this account, so a QR code cannot link it: authorize the instance in the Green API console, following its authorization instructions, or link it with a code instead (Instance → Get Pairing Code, then Linked devices → Link with phone number instead on the phone).';

/** @param {Credential} cred */
export function loginWorkflows(cred) {
	/** @param {string} operation */
	const instance = (operation) => ({ resource: 'instance', operation });
	return {
		qr: webhookChain(
			'e2eChatbotQrCode',
			'e2e-chatbot-qr',
			[['Get QR Code', { ...instance('getQr'), binaryPropertyName: 'data' }]],
			cred,
		),
		pairing: webhookChain(
			'e2eChatbotPairCd',
			'e2e-chatbot-pairing',
			[
				[
					'Get Pairing Code',
					{ ...instance('getPairingCode'), phoneNumber: '={{ $json.body.phoneNumber }}' },
				],
			],
			cred,
		),
		state: webhookChain(
			'e2eChatbotState1',
			'e2e-chatbot-state',
			[['Get State', instance('getState')]],
			cred,
		),
	};
}

/**
 * @param {string} method
 * @param {unknown} [body]
 */
const call = (method, body) => ({
	httpMethod: body ? 'POST' : 'GET',
	path: `/waInstance${ID_INSTANCE}/${method}/{token}`,
	query: {},
	body: body ?? null,
	status: 200,
});

/**
 * @param {ChatbotContext} ctx
 * @param {ReturnType<typeof loginWorkflows>} workflows
 */
export async function runLogin(ctx, workflows) {
	const { control } = ctx;
	control.setState('notAuthorized');

	for (const type of /** @type {const} */ (['passkeyRequired', 'PassKeyRequire'])) {
		control.requirePasskey(type);
		const result = await runWorkflow(ctx, workflows.qr);
		const [item] = outputsOf(result)('Get QR Code');
		assert.deepEqual(item, {
			type,
			message: 'WhatsApp requires PassKey authorization',
			qrCodeAvailable: false,
			meaning: PASSKEY_MEANING,
		});
		const stored = result.execution.data?.resultData.runData['Get QR Code'][0].data?.main?.[0];
		assert.equal(stored?.[0].binary, undefined, 'no QR picture');
		assert.deepEqual(result.requests.map(ctx.shape), [call('qr')]);
	}
	control.requirePasskey(null);

	const pairing = await runWorkflow(ctx, workflows.pairing, { phoneNumber: PHONE });
	const [given] = outputsOf(pairing)('Get Pairing Code');
	const code = String(given.code);
	assert.match(code, /^[A-Z0-9]{8}$/);
	assert.deepEqual(given, {
		status: true,
		code,
		phoneNumber: PHONE_NUMBER,
		validForSeconds: 150,
		steps: [
			`Open WhatsApp on the phone with the number +${PHONE_NUMBER}`,
			'Open Linked devices (in Settings, or the ⋮ menu)',
			'Tap Link a device',
			'Tap Link with phone number instead',
			`Enter the code ${code} within about 2.5 minutes`,
		],
	});
	assert.deepEqual(pairing.requests.map(ctx.shape), [
		call('getStateInstance'),
		call('getAuthorizationCode', { phoneNumber: PHONE_NUMBER }),
	]);

	// The person enters the code from the output on the phone.
	control.enterPairingCode(code);
	const state = await runWorkflow(ctx, workflows.state);
	assert.deepEqual(outputsOf(state)('Get State'), [{ stateInstance: 'authorized' }]);
	assert.deepEqual(state.requests.map(ctx.shape), [call('getStateInstance')]);
}
