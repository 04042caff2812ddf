/** The name of a downloaded file: Content-Disposition first, else the last segment of the link's path. */
function safeDecode(text: string): string {
	try {
		return decodeURIComponent(text);
	} catch {
		return text;
	}
}

export function fileNameOf(disposition: string | undefined, url: string): string {
	const extended = /filename\*\s*=\s*[^']*'[^']*'([^;]+)/i.exec(disposition ?? '');
	if (extended) return safeDecode(extended[1].trim());
	const plain = /filename\s*=\s*(?:"([^"]*)"|([^;]+))/i.exec(disposition ?? '');
	if (plain) return (plain[1] ?? plain[2]).trim();
	const path = url.split(/[?#]/)[0];
	return safeDecode(path.slice(path.lastIndexOf('/') + 1)).trim();
}
