// http_ece ships no types; the test push service needs its decrypt only.
declare module 'http_ece' {
  const ece: { decrypt(buffer: Buffer, params: { version: 'aes128gcm'; privateKey: import('node:crypto').ECDH; authSecret: string }): Buffer };
  export default ece;
}
