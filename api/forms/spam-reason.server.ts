/**
 * Why a submission was flagged as likely spam, as stored with it (`spam_reasons`) for staff to see:
 * the hidden field was filled in, its form token was missing, forged (or made for another form),
 * expired, too young (the form was sent faster than a person fills it in) or had already bought a
 * submission.
 */
export type SpamReason = 'hidden-field-filled' | 'token-missing' | 'token-forged' | 'token-expired' | 'too-young' | 'token-used'
