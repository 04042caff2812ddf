import type { ApiMethod } from '../../transport';
import { participantOperation } from './common';

export const method = 'removeAdmin' satisfies ApiMethod;

export const { description, execute } = participantOperation('removeAdmin', method);
