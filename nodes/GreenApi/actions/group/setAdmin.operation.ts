import type { ApiMethod } from '../../transport';
import { participantOperation } from './common';

export const method = 'setGroupAdmin' satisfies ApiMethod;

export const { description, execute } = participantOperation('setAdmin', method);
