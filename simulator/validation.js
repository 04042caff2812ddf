'use strict';
// Request checks with the service's texts (Joi wording, labels in single quotes).
// A rule is (value, label, forms) => void and throws ValidationError; `undefined` means "absent";
// `forms` are the chat id forms of the instance's messenger (chatids.js).
const { ValidationError, ServiceError, MESSAGE_NOT_FOUND } = require('./errors');
const chatIds = require('./chatids');

const fail = (details) => {
	throw new ValidationError(details);
};
const q = (label) => `'${label}'`;

function absent(v, label, required) {
	if (v !== undefined) return false;
	if (required) fail(`${q(label)} is required`);
	return true;
}

function str(o = {}) {
	return (v, label) => {
		if (absent(v, label, o.required)) return;
		if (typeof v !== 'string') fail(`${q(label)} must be a string`);
		if (v === '' && !o.allowEmpty) fail(`${q(label)} is not allowed to be empty`);
		if (o.max !== undefined && v.length > o.max) {
			fail(`${q(label)} length must be less than or equal to ${o.max} characters long`);
		}
		if (o.valid && !o.valid.includes(v)) fail(`${q(label)} must be one of [${o.valid.join(', ')}]`);
		if (o.pattern && !o.pattern.test(v)) {
			fail(`${q(label)} with value "${v}" fails to match the required pattern: ${o.pattern}`);
		}
		if (o.uri && v !== '' && !/^https?:\/\/[^\s/]+/i.test(v))
			fail(`${q(label)} must be a valid uri`);
	};
}

function num(o = {}) {
	return (v, label) => {
		if (absent(v, label, o.required)) return;
		if (typeof v !== 'number' || Number.isNaN(v)) fail(`${q(label)} must be a number`);
		if (!Number.isFinite(v) || Math.abs(v) > Number.MAX_SAFE_INTEGER) {
			fail(o.unsafeAsType ? `${q(label)} must be a number` : `${q(label)} must be a safe number`);
		}
		if (o.integer && !Number.isInteger(v)) fail(`${q(label)} must be an integer`);
		if (o.min !== undefined && v < o.min)
			fail(`${q(label)} must be ${o.larger ? 'larger' : 'greater'} than or equal to ${o.min}`);
		if (o.max !== undefined && v > o.max)
			fail(`${q(label)} must be less than or equal to ${o.max}`);
		if (o.valid && !o.valid.includes(v)) fail(`${q(label)} must be one of [${o.valid.join(', ')}]`);
	};
}

function bool(o = {}) {
	return (v, label) => {
		if (absent(v, label, o.required)) return;
		if (typeof v !== 'boolean') fail(`${q(label)} must be a boolean`);
	};
}

function arr(o = {}) {
	return (v, label, forms) => {
		if (absent(v, label, o.required)) return;
		if (!Array.isArray(v)) fail(`${q(label)} must be an array`);
		if (o.min !== undefined && v.length < o.min)
			fail(`${q(label)} must contain at least ${o.min} items`);
		if (o.max !== undefined && v.length > o.max) {
			fail(`${q(label)} must contain less than or equal to ${o.max} items`);
		}
		const seen = new Set();
		v.forEach((item, i) => {
			if (o.items) o.items(item, `${label}[${i}]`, forms);
			if (!o.uniqueBy) return;
			const key = o.uniqueBy(item);
			if (seen.has(key)) fail(`${q(`${label}[${i}]`)} contains a duplicate value`);
			seen.add(key);
		});
	};
}

function obj(schema, o = {}) {
	return (v, label, forms) => {
		if (absent(v, label, o.required)) return;
		if (v === null || typeof v !== 'object' || Array.isArray(v))
			fail(`${q(label)} must be of type object`);
		check(v, schema, `${label}.`, forms);
	};
}

/** chatId of a personal chat or, when `groups`, also of a group, in the messenger's forms. */
function chatId(o = {}) {
	const { required = true, groups = true } = o;
	return (v, label, forms = chatIds.whatsapp) => {
		str({ required })(v, label);
		if (v === undefined || forms.isPersonal(v) || (groups && forms.isGroup(v))) return;
		fail(forms.refusal(label, groups));
	};
}

/** typingTime of chat sends, in milliseconds (1000–20000, as the sending pages document). */
const typingTimeMs = num({ integer: true, min: 1000, max: 20000 });

/** Checks `body` against `schema` (key order = check order, first failure wins, like Joi). */
function check(body, schema, prefix = '', forms = chatIds.whatsapp) {
	for (const [key, rule] of Object.entries(schema)) rule(body[key], `${prefix}${key}`, forms);
}

/** The body must be a JSON object with at least one key. */
function nonEmpty(body) {
	if (body === null || typeof body !== 'object' || Array.isArray(body))
		fail(`'value' must be of type object`);
	if (Object.keys(body).length === 0) fail(`'value' must have at least 1 key`);
}

/** Checks a JSON body that must not be empty against `schema` and returns it. */
function body(ctx, schema) {
	nonEmpty(ctx.body);
	check(ctx.body, schema, '', ctx.core.messenger.chatIds);
	return ctx.body;
}

/** A multipart form: its fields checked against `schema`, and its required `file` part. */
function upload(ctx, schema) {
	const form = ctx.multipart || { fields: {}, files: [] };
	check(form.fields, schema, '', ctx.core.messenger.chatIds);
	const file = form.files.find((f) => f.field === 'file');
	if (!file) fail(`'file' is required`);
	return { fields: form.fields, file };
}

/**
 * A query parameter that must be an integer (query values arrive as strings).
 * @param {Record<string, string>} query
 * @param {string} name
 * @param {{ def?: number, min?: number, max?: number }} [limits]
 */
function queryInt(query, name, { def, min, max } = {}) {
	const raw = query[name];
	if (raw === undefined || raw === '') return def;
	const n = Number(raw);
	if (!/^-?\d+(\.\d+)?$/.test(String(raw))) fail(`'${name}' must be a number`);
	num({ integer: true, min, max })(n, name);
	return n;
}

/**
 * An integer a GET takes as a URL parameter or, as some SDKs send it, in a JSON body (the URL
 * parameter wins when both are given).
 * @param {{ query: Record<string, string>, body?: any }} ctx
 * @param {string} name
 * @param {{ def?: number, min?: number, max?: number }} [limits]
 */
function getInt(ctx, name, limits) {
	const inBody = ctx.body && typeof ctx.body === 'object' ? ctx.body[name] : undefined;
	const fromBody = inBody === undefined ? {} : { [name]: String(inBody) };
	return queryInt({ ...fromBody, ...ctx.query }, name, limits);
}

/** Go's name for a JSON value's type, for the service's "interface conversion" panics. */
function goType(v) {
	if (v === null || v === undefined) return 'nil';
	if (typeof v === 'boolean') return 'bool';
	if (typeof v === 'number') return 'float64';
	if (Array.isArray(v)) return '[]interface {}';
	if (typeof v === 'object') return 'map[string]interface {}';
	return 'string';
}

const interfaceConversion = (v) =>
	new ServiceError(500, `interface conversion: interface {} is ${goType(v)}, not string`);

module.exports = {
	fail,
	str,
	num,
	bool,
	arr,
	obj,
	chatId,
	typingTimeMs,
	check,
	nonEmpty,
	body,
	upload,
	queryInt,
	getInt,
	interfaceConversion,
	ServiceError,
	MESSAGE_NOT_FOUND,
};
