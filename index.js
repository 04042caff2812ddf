// Programmatic entry: n8n itself loads the classes through the `n8n` section of package.json.
const { GreenApiApi } = require('./dist/credentials/GreenApiApi.credentials');
const { GreenApi } = require('./dist/nodes/GreenApi/GreenApi.node');
const { GreenApiTrigger } = require('./dist/nodes/GreenApi/GreenApiTrigger.node');
const { GreenApiPollTrigger } = require('./dist/nodes/GreenApi/GreenApiPollTrigger.node');
const { GreenApiPartnerApi } = require('./dist/credentials/GreenApiPartnerApi.credentials');
const { GreenApiPartner } = require('./dist/nodes/GreenApiPartner/GreenApiPartner.node');

module.exports = {
	GreenApiApi,
	GreenApi,
	GreenApiTrigger,
	GreenApiPollTrigger,
	GreenApiPartnerApi,
	GreenApiPartner,
};
