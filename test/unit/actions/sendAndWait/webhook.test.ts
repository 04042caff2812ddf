import { mockDeep } from 'jest-mock-extended';
import type { IDataObject, IWebhookFunctions } from 'n8n-workflow';

import { sendAndWaitWebhook } from '../../../../nodes/GreenApi/actions/sendAndWait/webhook';
import { PAGE_CSP } from '../../../../nodes/GreenApi/actions/sendAndWait/pages';

const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/124.0 Safari/537.36';

/** A webhook context for one request to the waiting webhook, and what it answered. */
function request(options: {
	method?: 'GET' | 'POST';
	query?: IDataObject;
	userAgent?: string;
	body?: IDataObject;
	parameters?: IDataObject;
}) {
	const answer = { status: 0, headers: {} as Record<string, string>, body: '' };
	const res = {
		status: (code: number) => ((answer.status = code), res),
		setHeader: (name: string, value: string) => ((answer.headers[name] = value), res),
		send: (body: string) => ((answer.body = body), res),
		end: () => res,
	};
	const parameters: IDataObject = {
		responseType: 'approval',
		message: 'Go?',
		...options.parameters,
	};
	const ctx = mockDeep<IWebhookFunctions>();
	ctx.getRequestObject.mockReturnValue({
		method: options.method ?? 'GET',
		query: options.query ?? {},
		headers: { 'user-agent': options.userAgent ?? BROWSER },
	} as unknown as ReturnType<IWebhookFunctions['getRequestObject']>);
	ctx.getResponseObject.mockReturnValue(
		res as unknown as ReturnType<IWebhookFunctions['getResponseObject']>,
	);
	ctx.getBodyData.mockReturnValue(options.body ?? {});
	ctx.getNodeParameter.mockImplementation(
		((name: string, fallback: unknown) =>
			parameters[name] ?? fallback) as IWebhookFunctions['getNodeParameter'],
	);
	return { ctx, answer };
}

const dataOf = (result: Awaited<ReturnType<typeof sendAndWaitWebhook>>) =>
	result.workflowData?.[0][0].json.data as IDataObject;

describe('send and wait webhook: approval', () => {
	it.each([
		['true', true],
		['false', false],
		[undefined, false],
	])('approved=%s resumes with approved %s and a recorded page', async (approved, expected) => {
		const { ctx, answer } = request({ query: approved === undefined ? {} : { approved } });
		const result = await sendAndWaitWebhook.call(ctx);
		expect(result.noWebhookResponse).toBe(true);
		expect(Object.keys(dataOf(result))).toEqual(['approved', 'respondedAt']);
		expect(dataOf(result).approved).toBe(expected);
		expect(dataOf(result).respondedAt).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d/);
		expect(answer.status).toBe(200);
		expect(answer.headers['Content-Type']).toBe('text/html; charset=utf-8');
		expect(answer.headers['Content-Security-Policy']).toBe(PAGE_CSP);
		expect(answer.body).toContain('Got it, thanks');
	});

	it.each([
		'WhatsApp/2.23.20.0 A',
		'facebookexternalhit/1.1',
		'TelegramBot (like TwitterBot)',
		'Mozilla/5.0 (compatible; Googlebot/2.1)',
		'',
	])('a link preview or bot (%j) gets 204 and does not resume', async (userAgent) => {
		const { ctx, answer } = request({ query: { approved: 'true' }, userAgent });
		const result = await sendAndWaitWebhook.call(ctx);
		expect(result).toEqual({ noWebhookResponse: true });
		expect(answer.status).toBe(204);
	});
});

describe('send and wait webhook: free text', () => {
	const parameters = {
		responseType: 'freeText',
		message: 'What <b>now</b>?\nTell me',
		options: { responseFormTitle: 'Plan', responseFormButtonLabel: 'Send it' },
	};

	it('GET shows the form, escaped, without resuming', async () => {
		const { ctx, answer } = request({ parameters });
		const result = await sendAndWaitWebhook.call(ctx);
		expect(result).toEqual({ noWebhookResponse: true });
		expect(answer.status).toBe(200);
		expect(answer.body).toContain('<h1>Plan</h1>');
		expect(answer.body).toContain('What &lt;b&gt;now&lt;/b&gt;?<br>Tell me');
		expect(answer.body).toContain('<form method="post">');
		expect(answer.body).toContain('name="response"');
		expect(answer.body).toContain('<button type="submit">Send it</button>');
		expect(answer.body).not.toContain('<script');
	});

	it.each([
		['urlencoded', { response: 'Ship it <now>' }],
		['multipart as n8n parses it', { data: { response: 'Ship it <now>' } }],
	])('POST (%s) resumes with the text as written', async (_kind, body) => {
		const { ctx, answer } = request({ method: 'POST', parameters, body });
		const result = await sendAndWaitWebhook.call(ctx);
		expect(dataOf(result).text).toBe('Ship it <now>');
		expect(Object.keys(dataOf(result))).toEqual(['text', 'respondedAt']);
		expect(answer.body).toContain('Got it, thanks');
	});

	it('POST without an answer shows the form again with 400 and keeps waiting', async () => {
		const { ctx, answer } = request({ method: 'POST', parameters, body: { response: '  ' } });
		const result = await sendAndWaitWebhook.call(ctx);
		expect(result).toEqual({ noWebhookResponse: true });
		expect(answer.status).toBe(400);
		expect(answer.body).toContain('Please write a response.');
	});

	it('a preview of the form link does not resume either', async () => {
		const { ctx } = request({ parameters, userAgent: 'WhatsApp/2.23' });
		expect(await sendAndWaitWebhook.call(ctx)).toEqual({ noWebhookResponse: true });
	});
});
