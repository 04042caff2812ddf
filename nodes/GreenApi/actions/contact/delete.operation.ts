import type { ApiMethod } from '../../transport';
import { addressBookOperation } from './addressBook';

export const method = 'deleteContact' satisfies ApiMethod;

/** deleteContact → `{ deleteContact: true, chatId }`. */
export const { description, execute } = addressBookOperation('delete', method);
