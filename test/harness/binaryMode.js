'use strict';
// Puts n8n-core's binary data service into filesystem mode, as n8n does at start-up with
// N8N_DEFAULT_BINARY_DATA_MODE=filesystem, so tests can prove the operations never touch
// binary data except through n8n's helpers. Plain JS: it needs Node built-ins.
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { BinaryDataService } = require('n8n-core');

// n8n-core carries its own copy of @n8n/di; the service lives in that container.
const { Container } = require(
	require.resolve('@n8n/di', { paths: [path.dirname(require.resolve('n8n-core'))] }),
);

const service = () => Container.get(BinaryDataService);

async function useFilesystemMode() {
	const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'green-api-binary-'));
	const binary = service();
	Object.assign(binary.config, {
		mode: 'filesystem',
		availableModes: ['filesystem'],
		localStoragePath: dir,
	});
	await binary.init();
	return {
		mode: binary.mode,
		restore() {
			binary.mode = 'default';
			fs.rmSync(dir, { recursive: true, force: true });
		},
	};
}

/** Stores bytes the way a previous node would in filesystem mode: the item keeps only an id. */
async function storeFile(bytes, fileName, mimeType) {
	const location = { type: 'execution', workflowId: 'wf-test', executionId: 'exec-0' };
	return await service().store(location, bytes, { fileName, mimeType, data: '' });
}

async function readStored(binaryData) {
	return await service().getAsBuffer(binaryData);
}

/** n8n-core's binary data service itself, for tests that watch how a node reads binary data. */
const binaryDataService = () => service();

module.exports = { useFilesystemMode, storeFile, readStored, binaryDataService };
