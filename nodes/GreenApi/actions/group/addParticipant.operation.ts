import type { ApiMethod } from '../../transport';
import { participantOperation } from './common';

export const method = 'addGroupParticipant' satisfies ApiMethod;

export const { description, execute } = participantOperation('addParticipant', method);
