// n8n-core writes `.n8n/config` under N8N_USER_FOLDER when it loads; keep that out of $HOME.
const os = require('node:os');
const path = require('node:path');
const fs = require('node:fs');

if (!process.env.N8N_USER_FOLDER) {
	const dir = path.join(os.tmpdir(), 'n8n-nodes-green-api-jest');
	fs.mkdirSync(dir, { recursive: true });
	process.env.N8N_USER_FOLDER = dir;
}
process.env.N8N_ENFORCE_SETTINGS_FILE_PERMISSIONS = 'true';
process.env.N8N_ENCRYPTION_KEY = process.env.N8N_ENCRYPTION_KEY || 'jest-encryption-key';
