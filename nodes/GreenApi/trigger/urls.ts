function parse(url: string): URL | undefined {
	try {
		return new URL(url);
	} catch {
		return undefined;
	}
}

/**
 * Whether `other` is this node's URL of the other mode: n8n serves one node under a production
 * (`…/webhook/<webhookId>/<path>`) and a test (`…/webhook-test/<webhookId>/<path>`) URL that
 * differ only in the endpoint segment. The webhookId segment ties both to this node.
 */
export function isTwinUrl(other: string, ours: string, webhookId: string | undefined): boolean {
	const a = parse(other);
	const b = parse(ours);
	if (!a || !b || a.origin !== b.origin || a.search !== b.search || other === ours) return false;
	const left = a.pathname.split('/');
	const right = b.pathname.split('/');
	if (left.length !== right.length) return false;
	const differing = left
		.map((segment, index) => (segment === right[index] ? -1 : index))
		.filter((i) => i >= 0);
	if (differing.length !== 1) return false;
	const index = differing[0];
	const owner = webhookId ? right.indexOf(webhookId) : -1;
	if (owner >= 0) return owner !== index;
	// Without a webhookId only n8n's default endpoint names can be recognised.
	const [x, y] = [left[index], right[index]];
	return x === `${y}-test` || y === `${x}-test`;
}

/**
 * The host a webhookUrl points at, for messages: never its path or query, which may hold a
 * token of the other party. The setting may be a bare domain, so no scheme is required.
 */
export function hostOf(url: string): string {
	const parsed = parse(url) ?? parse(`https://${url}`);
	if (parsed?.host) return parsed.host;
	return (
		url
			.replace(/^[a-z][a-z0-9+.-]*:\/\//i, '')
			.split(/[/?#]/)[0]
			.replace(/^.*@/, '') || 'an unknown host'
	);
}
