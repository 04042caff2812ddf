import type { IDataObject, IWebhookFunctions, IWebhookResponseData } from 'n8n-workflow';

import { formPage, isPreviewFetch, PAGE_CSP, recordedPage } from './pages';

/**
 * The waiting webhooks of Send and Wait for Response (GET and POST on the path `<node id>`, with
 * `restartWebhook`, as n8n's own messaging nodes declare them). n8n checks the link's signature
 * and that the execution still waits before calling the node's webhook().
 */
export const sendAndWaitWebhooks = [
	{
		name: 'default' as const,
		httpMethod: 'GET',
		responseMode: 'onReceived',
		responseData: '',
		path: '={{ $nodeId }}',
		restartWebhook: true,
		isFullPath: true,
	},
	{
		name: 'default' as const,
		httpMethod: 'POST',
		responseMode: 'onReceived',
		responseData: '',
		path: '={{ $nodeId }}',
		restartWebhook: true,
		isFullPath: true,
	},
];

function sendPage(ctx: IWebhookFunctions, status: number, html: string): void {
	const res = ctx.getResponseObject();
	res.status(status);
	res.setHeader('Content-Type', 'text/html; charset=utf-8');
	res.setHeader('Content-Security-Policy', PAGE_CSP);
	res.setHeader('Cache-Control', 'no-store');
	res.send(html);
}

/** The form's answer: urlencoded (`response=…`) or as n8n parses multipart bodies (`data`). */
function answerOf(body: IDataObject): string | undefined {
	const fields = (body?.data && typeof body.data === 'object' ? body.data : body) as IDataObject;
	const value = fields?.response;
	return typeof value === 'string' && value.trim() !== '' ? value : undefined;
}

function answered(json: IDataObject): IWebhookResponseData {
	return {
		noWebhookResponse: true,
		workflowData: [[{ json: { data: { ...json, respondedAt: new Date().toISOString() } } }]],
	};
}

export async function sendAndWaitWebhook(this: IWebhookFunctions): Promise<IWebhookResponseData> {
	const req = this.getRequestObject();
	const responseType = this.getNodeParameter('responseType', 'approval') as string;

	if (responseType === 'freeText') {
		const options = this.getNodeParameter('options', {}) as IDataObject;
		const texts = {
			title: String(options.responseFormTitle ?? ''),
			description: String(options.responseFormDescription || this.getNodeParameter('message', '')),
			buttonLabel: String(options.responseFormButtonLabel || 'Submit'),
		};
		if (req.method !== 'POST') {
			sendPage(this, 200, formPage(texts));
			return { noWebhookResponse: true };
		}
		const text = answerOf(this.getBodyData());
		if (text === undefined) {
			sendPage(this, 400, formPage({ ...texts, error: 'Please write a response.' }));
			return { noWebhookResponse: true };
		}
		sendPage(this, 200, recordedPage());
		return answered({ text });
	}

	// Approval: a link preview or bot opening the link must not answer for the recipient.
	if (isPreviewFetch(req.headers['user-agent'])) {
		this.getResponseObject().status(204).end();
		return { noWebhookResponse: true };
	}
	sendPage(this, 200, recordedPage());
	return answered({ approved: req.query.approved === 'true' });
}
