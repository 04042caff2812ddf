export { Readable } from 'node:stream';
