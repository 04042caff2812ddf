/** A link the recipient follows to answer, with its label. */
export interface AnswerLink {
	label: string;
	url: string;
}

export const ATTRIBUTION = '_This message was sent automatically with n8n_';

/**
 * The WhatsApp text of a send-and-wait: the message, then each link under its bold label (as
 * n8n's WhatsApp Business node writes them), then the attribution when asked for.
 */
export function composeMessage(message: string, links: AnswerLink[], attribution: boolean): string {
	const parts = [message.trim(), ...links.map((link) => `*${link.label}:*\n${link.url}`)];
	if (attribution) parts.push(ATTRIBUTION);
	return parts.join('\n\n');
}
