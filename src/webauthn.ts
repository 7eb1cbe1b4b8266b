/**
 * Whether this browser can create and use passkeys at all (WebAuthn). A module of its own: the login page asks it
 * before it offers "sign in with a passkey", without loading the security centre's calls or the WebAuthn helper.
 */
export const passkeysSupported = () => typeof window !== 'undefined' && typeof window.PublicKeyCredential === 'function';
