/*
 * Text limits the service enforces (its 400 "Validation failed" answers), per WhatsApp instance.
 */

/**
 * sendMessage and editMessage refuse longer texts ("'message' length must be less than or equal to
 * 20000 characters long", green-api.com/en/docs/api/sending/SendMessage/); button bodies share it.
 */
export const MAX_MESSAGE_LENGTH = 20000;

/** File captions: the same 20000 characters in the service's own client libraries. */
export const MAX_CAPTION_LENGTH = 20000;
