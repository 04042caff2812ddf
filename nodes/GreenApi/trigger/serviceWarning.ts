import type { IDataObject } from 'n8n-workflow';

/** A marker the service writes instead of a message's text or download link, and what it means. */
export interface ServiceWarning extends IDataObject {
	code: string;
	meaning: string;
}

/**
 * The markers of "Errors in the webhooks body" (green-api.com/en/docs/api/common-errors/ and
 * green-api.com/en/docs/faq/why-does-the-SWE001-error-often-occur/).
 */
const MEANINGS: Record<string, string> = {
	SWE001:
		'WhatsApp did not deliver the content of this message to linked devices ("Waiting for this message"), often the first message of a chat; ask the sender to send it again',
	SWE002: 'The file is larger than 100 MB and could not be received; open the message on the phone',
	SWE003:
		'The message could not be decrypted because the authorization keys are outdated; log out all linked devices on the phone and scan the QR code again',
};

const MARKER = /\{\{(SWE\d{3})\}\}/;
const MAX_DEPTH = 6;

function meaningOf(code: string): string {
	return MEANINGS[code] ?? 'The service could not deliver the content of this message';
}

/**
 * The notification with every string that holds a `{{SWE00N}}` marker replaced by "" inside
 * `messageData` (a text, caption or download link a workflow might otherwise use), and the
 * first marker found. The body itself is not changed; a marker-free body is returned as it is.
 */
export function scrubMarkers(body: IDataObject): { body: IDataObject; warning?: ServiceWarning } {
	const messageData = body.messageData;
	if (messageData === undefined || !JSON.stringify(messageData).includes('{{SWE')) return { body };
	let code: string | undefined;
	const clean = (value: unknown, depth: number): unknown => {
		if (typeof value === 'string') {
			const match = MARKER.exec(value);
			if (!match) return value;
			code ??= match[1];
			return '';
		}
		if (depth >= MAX_DEPTH || typeof value !== 'object' || value === null) return value;
		if (Array.isArray(value)) return value.map((entry) => clean(entry, depth + 1));
		const copy: IDataObject = {};
		for (const [key, entry] of Object.entries(value)) {
			// Defined, not assigned, so a `__proto__` key stays a plain field.
			Object.defineProperty(copy, key, {
				value: clean(entry, depth + 1),
				enumerable: true,
				writable: true,
				configurable: true,
			});
		}
		return copy;
	};
	const cleaned = { ...body, messageData: clean(messageData, 0) as IDataObject };
	return code ? { body: cleaned, warning: { code, meaning: meaningOf(code) } } : { body };
}
