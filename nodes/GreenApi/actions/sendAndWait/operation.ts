import {
	updateDisplayOptions,
	type IDataObject,
	type IExecuteFunctions,
	type INodeExecutionData,
} from 'n8n-workflow';

import { composeMessage, type AnswerLink } from './message';
import { invalid, requireBodySize, requireChatId, requireText } from '../../helpers/validation';
import { waitTill } from './waitTime';
import { apiRequest, type ApiMethod } from '../../transport';
import { lackedMethod, type Messenger } from '../../helpers/messengerTable';
import { sendAndWaitProperties } from './description';
import { chatIdOf } from '../common.description';

/** What it sends with; Use URL Buttons sends sendInteractiveButtons instead, where the messenger has it. */
export const method = 'sendMessage' satisfies ApiMethod;

export const description = updateDisplayOptions(
	{ show: { resource: ['message'], operation: ['sendAndWait'] } },
	sendAndWaitProperties,
);

/** WhatsApp shows at most 25 characters of a button's text. */
const MAX_BUTTON_TEXT = 25;

/**
 * The answer links: n8n signs each one (execution, node and query), so a changed or foreign link
 * is refused by n8n before it reaches this node.
 */
function answerLinks(ctx: IExecuteFunctions, i: number, responseType: string): AnswerLink[] {
	if (responseType === 'freeText') {
		const label = ctx.getNodeParameter('options.messageButtonLabel', i, 'Respond') as string;
		return [{ label: label || 'Respond', url: ctx.getSignedResumeUrl({ approved: 'true' }) }];
	}
	const values = ctx.getNodeParameter('approvalOptions.values', i, {}) as IDataObject;
	const approve = {
		label: String(values.approveLabel || '✓ Approve'),
		url: ctx.getSignedResumeUrl({ approved: 'true' }),
	};
	if (values.approvalType !== 'double') return [approve];
	return [
		approve,
		{
			label: String(values.disapproveLabel || '✗ Decline'),
			url: ctx.getSignedResumeUrl({ approved: 'false' }),
		},
	];
}

/**
 * Sends the question with its answer links and puts the execution to wait; the node's webhook
 * resumes it with the answer. Like n8n's own messaging nodes it asks once per execution, with the
 * parameters of the first item.
 */
export async function execute(
	this: IExecuteFunctions,
	i: number,
	messenger: Messenger,
): Promise<INodeExecutionData[]> {
	if (i > 0) return [];
	const chatId = chatIdOf(this, i, messenger);
	const message = requireText(this, i, 'Message', this.getNodeParameter('message', i));
	const responseType = this.getNodeParameter('responseType', i, 'approval') as string;
	const options = this.getNodeParameter('options', i, {}) as IDataObject;
	const limit = (options.limitWaitTime as IDataObject | undefined)?.values as IDataObject;
	const till = waitTill(limit, Date.now());
	if (typeof till === 'string') {
		throw invalid(
			this,
			i,
			`Could not configure Limit Wait Time: ${till}`,
			'Fix Limit Wait Time in Options, or remove it to wait without a limit.',
		);
	}

	const links = answerLinks(this, i, responseType);
	const attribution = options.appendAttribution !== false;
	let sendsWith: ApiMethod = method;
	let body: IDataObject;
	if (options.urlButtons === true) {
		if (lackedMethod(messenger, 'sendInteractiveButtons') !== undefined) {
			throw invalid(
				this,
				i,
				`Use URL Buttons needs interactive buttons, which ${messenger.label} instances do not have`,
				'Turn off Use URL Buttons in Options: the answer links are then sent as text.',
			);
		}
		requireChatId(this, i, 'Chat ID', chatId, {
			allow: ['personal', 'lid'],
			refusal: 'URL buttons reach personal chats only: turn off Use URL Buttons for groups.',
		});
		sendsWith = 'sendInteractiveButtons';
		body = {
			chatId,
			body: composeMessage(message, [], false),
			buttons: links.map((link, index) => ({
				type: 'url',
				buttonId: String(index + 1),
				buttonText: link.label.slice(0, MAX_BUTTON_TEXT),
				url: link.url,
			})),
		};
		if (attribution) body.footer = 'Sent automatically with n8n';
	} else {
		// No link preview: the service would fetch the answer links itself to build one.
		body = { chatId, message: composeMessage(message, links, attribution), linkPreview: false };
	}
	requireText(
		this,
		i,
		'Message',
		sendsWith === method ? body.message : body.body,
		messenger.textMax,
		messenger.limitOwner,
	);
	requireBodySize(this, i, body);

	// n8n 1.x checks the links' signature only when asked; 2.x always checks it.
	if (typeof this.setSignatureValidationRequired === 'function') {
		this.setSignatureValidationRequired();
	}
	await apiRequest.call(this, sendsWith, { body, itemIndex: i });
	await this.putExecutionToWait(till);
	return this.getInputData();
}
