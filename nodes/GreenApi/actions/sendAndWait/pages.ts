/* The small pages a send-and-wait recipient sees after following a link: plain HTML, no scripts. */

export function escapeHtml(text: string): string {
	return text
		.replace(/&/g, '&amp;')
		.replace(/</g, '&lt;')
		.replace(/>/g, '&gt;')
		.replace(/"/g, '&quot;')
		.replace(/'/g, '&#39;');
}

/** Sandboxed, scriptless: the page may only post its own form. */
export const PAGE_CSP = "sandbox allow-forms; default-src 'none'; style-src 'unsafe-inline'";

const STYLE =
	'body{font-family:system-ui,sans-serif;max-width:32rem;margin:3rem auto;padding:0 1rem;color:#222}' +
	'textarea{width:100%;min-height:8rem;font:inherit}button{margin-top:1rem;padding:.5rem 1.5rem;font:inherit}' +
	'.error{color:#b00020}';

function page(title: string, body: string): string {
	return `<!DOCTYPE html><html><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)}</title><style>${STYLE}</style></head><body>${body}</body></html>`;
}

export function recordedPage(): string {
	return page(
		'Response recorded',
		'<h1>Got it, thanks</h1><p>Your response has been recorded. This page can be closed now.</p>',
	);
}

export interface FormTexts {
	title: string;
	description: string;
	buttonLabel: string;
	error?: string;
}

/** The free-text form; it posts to its own address, which carries n8n's signature. */
export function formPage(texts: FormTexts): string {
	const error = texts.error ? `<p class="error">${escapeHtml(texts.error)}</p>` : '';
	const title = texts.title ? `<h1>${escapeHtml(texts.title)}</h1>` : '';
	const description = escapeHtml(texts.description).replace(/\n/g, '<br>');
	return page(
		texts.title || 'Response',
		`${title}<p>${description}</p>${error}<form method="post"><label for="response">Response</label><textarea id="response" name="response" required></textarea><button type="submit">${escapeHtml(texts.buttonLabel)}</button></form>`,
	);
}

/** Link-preview fetchers and bots open links nobody clicked: they must not answer for the user. */
export function isPreviewFetch(userAgent: unknown): boolean {
	if (typeof userAgent !== 'string' || userAgent.trim() === '') return true;
	return /bot|crawl|spider|slurp|preview|facebookexternalhit|whatsapp|telegram|skype|teams|slack|discord|embedly|curl|wget|python-requests/i.test(
		userAgent,
	);
}
