import type { ApiMethod } from '../../transport';
import { participantOperation } from './common';

export const method = 'removeGroupParticipant' satisfies ApiMethod;

export const { description, execute } = participantOperation('removeParticipant', method);
