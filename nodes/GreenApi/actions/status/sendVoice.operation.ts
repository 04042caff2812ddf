import {
	updateDisplayOptions,
	type IDataObject,
	type IExecuteFunctions,
	type INodeExecutionData,
	type INodeProperties,
} from 'n8n-workflow';

import { toItems } from '../../helpers/output';
import { optionsCollection } from '../../helpers/optionsCollection';
import { requireHttpUrl, invalid, requireText } from '../../helpers/validation';
import { probeFile } from '../../files/fileHost';
import { apiRequest, type ApiMethod } from '../../transport';
import {
	BETA_NOTICE,
	backgroundColorField,
	participantsField,
	requireBackgroundColor,
	requireParticipants,
} from './common';

export const method = 'sendVoiceStatus' satisfies ApiMethod;

const properties: INodeProperties[] = [
	BETA_NOTICE,
	{
		displayName: 'File URL',
		name: 'urlFile',
		type: 'string',
		required: true,
		default: '',
		placeholder: 'e.g. https://example.com/voice.mp3',
		description:
			'Direct link to the audio file (served as audio/…, e.g. audio/mpeg). A download link served as application/octet-stream is answered with an ID but the status is not published — turn on Verify File Link to catch that. Recordings over 10 minutes are not sent.',
	},
	{
		displayName: 'File Name',
		name: 'fileName',
		type: 'string',
		required: true,
		default: '',
		placeholder: 'e.g. voice.mp3',
		description: 'File name with its extension: .mp3 (recommended) or .wav',
	},
	{
		displayName: 'Additional Fields',
		name: 'additionalFields',
		type: 'collection',
		placeholder: 'Add Field',
		default: {},
		options: [
			backgroundColorField(
				'Background color of the status (the service’s default is #FFFFFF)',
				'#FFFFFF',
			),
			participantsField,
		],
	},
	optionsCollection([
		{
			displayName: 'Verify File Link',
			name: 'verifyFileLink',
			type: 'boolean',
			default: false,
			description:
				'Whether to check the file link first (HEAD request) and fail the item when it is a download link (application/octet-stream) or not audio, which the service would silently not publish',
		},
	]),
];

export const description = updateDisplayOptions(
	{ show: { resource: ['status'], operation: ['sendVoice'] } },
	properties,
);

async function verifyFileLink(ctx: IExecuteFunctions, i: number, urlFile: string): Promise<void> {
	const probe = await probeFile(ctx, urlFile);
	const fix =
		'Use a direct link whose server answers with an audio content type such as audio/mpeg or audio/wav.';
	if (probe.failure || (probe.status !== undefined && probe.status >= 400)) {
		throw invalid(
			ctx,
			i,
			`File URL could not be checked: ${probe.failure ?? `HTTP ${probe.status}`}`,
			`Make sure the link is reachable from the internet. ${fix}`,
		);
	}
	if (probe.contentType === 'application/octet-stream') {
		throw invalid(
			ctx,
			i,
			'File URL is a download link (application/octet-stream): the service would accept it but not publish the status',
			fix,
		);
	}
	if (!probe.contentType?.startsWith('audio/')) {
		throw invalid(
			ctx,
			i,
			`File URL serves ${probe.contentType ?? 'no content type'}, not audio: the status would not be published`,
			fix,
		);
	}
}

export async function execute(this: IExecuteFunctions, i: number): Promise<INodeExecutionData[]> {
	const urlFile = requireHttpUrl(
		this,
		i,
		'File URL',
		this.getNodeParameter('urlFile', i),
		'https://example.com/voice.mp3',
	);
	const fileName = requireText(this, i, 'File Name', this.getNodeParameter('fileName', i)).trim();
	if (!/\.(mp3|wav)$/i.test(fileName)) {
		throw invalid(
			this,
			i,
			`File Name "${fileName}" must end with .mp3 or .wav`,
			'Voice statuses support MP3 (recommended) and WAV files: name the file e.g. voice.mp3.',
		);
	}
	const fields = this.getNodeParameter('additionalFields', i, {}) as IDataObject;
	const options = this.getNodeParameter('options', i, {}) as IDataObject;
	const body: IDataObject = { urlFile, fileName };
	if (fields.backgroundColor !== undefined && fields.backgroundColor !== '') {
		body.backgroundColor = requireBackgroundColor(this, i, fields.backgroundColor);
	}
	if (fields.participants !== undefined)
		body.participants = requireParticipants(this, i, fields.participants);
	if (options.verifyFileLink === true) await verifyFileLink(this, i, urlFile);
	return toItems(this, await apiRequest.call(this, method, { body, itemIndex: i }));
}
